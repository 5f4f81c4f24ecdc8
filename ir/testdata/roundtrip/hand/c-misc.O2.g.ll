; ModuleID = 'roundtrip/csrc/misc.c'
source_filename = "roundtrip/csrc/misc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@env = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16, !dbg !0
@computed.tab = internal unnamed_addr constant [3 x ptr] [ptr blockaddress(@computed, %8), ptr blockaddress(@computed, %6), ptr blockaddress(@computed, %7)], align 16, !dbg !9

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @getb(ptr nocapture noundef readonly %0) local_unnamed_addr #0 !dbg !58 {
    #dbg_value(ptr %0, !70, !DIExpression(), !71)
  %2 = load i64, ptr %0, align 8, !dbg !72
  %3 = trunc i64 %2 to i32, !dbg !72
  %4 = and i32 %3, 7, !dbg !72
  %5 = lshr i32 %3, 3, !dbg !73
  %6 = and i32 %5, 31, !dbg !73
  %7 = shl i64 %2, 49, !dbg !74
  %8 = ashr i64 %7, 57, !dbg !74
  %9 = trunc nsw i64 %8 to i32, !dbg !74
  %10 = lshr i64 %2, 15, !dbg !75
  %11 = trunc i64 %10 to i32, !dbg !76
  %12 = add i32 %4, %11, !dbg !77
  %13 = add i32 %12, %6, !dbg !78
  %14 = add i32 %13, %9, !dbg !79
  ret i32 %14, !dbg !80
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @setb(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #1 !dbg !81 {
    #dbg_value(ptr %0, !85, !DIExpression(), !87)
    #dbg_value(i32 %1, !86, !DIExpression(), !87)
  %3 = load i64, ptr %0, align 8, !dbg !88
  %4 = shl i32 %1, 3, !dbg !88
  %5 = and i32 %4, 248, !dbg !88
  %6 = zext nneg i32 %5 to i64, !dbg !88
  %7 = and i64 %3, -36028797018931449, !dbg !88
  %8 = zext i32 %1 to i64, !dbg !89
  %9 = shl i64 %8, 35, !dbg !90
  %10 = and i64 %9, 36028762659225600, !dbg !91
  %11 = or disjoint i64 %10, %6, !dbg !88
  %12 = or disjoint i64 %11, %7, !dbg !91
  store i64 %12, ptr %0, align 8, !dbg !91
  ret void, !dbg !92
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @vla(i32 noundef %0) local_unnamed_addr #2 !dbg !93 {
    #dbg_value(i32 %0, !95, !DIExpression(), !103)
  %2 = zext i32 %0 to i64, !dbg !104
  %3 = alloca i32, i64 %2, align 16, !dbg !104
    #dbg_value(i64 %2, !96, !DIExpression(), !103)
    #dbg_declare(ptr %3, !97, !DIExpression(), !105)
    #dbg_value(i32 0, !101, !DIExpression(), !106)
  %4 = icmp sgt i32 %0, 0, !dbg !107
  br i1 %4, label %5, label %22, !dbg !109

5:                                                ; preds = %1
  %6 = and i64 %2, 3, !dbg !109
  %7 = icmp ult i32 %0, 4, !dbg !109
  br i1 %7, label %10, label %8, !dbg !109

8:                                                ; preds = %5
  %9 = and i64 %2, 2147483644, !dbg !109
  br label %27, !dbg !109

10:                                               ; preds = %27, %5
  %11 = phi i64 [ 0, %5 ], [ %45, %27 ]
  %12 = icmp eq i64 %6, 0, !dbg !109
  br i1 %12, label %22, label %13, !dbg !109

13:                                               ; preds = %10, %13
  %14 = phi i64 [ %19, %13 ], [ %11, %10 ]
  %15 = phi i64 [ %20, %13 ], [ 0, %10 ]
    #dbg_value(i64 %14, !101, !DIExpression(), !106)
  %16 = mul nuw nsw i64 %14, %14, !dbg !110
  %17 = getelementptr inbounds i32, ptr %3, i64 %14, !dbg !111
  %18 = trunc nuw i64 %16 to i32, !dbg !112
  store i32 %18, ptr %17, align 4, !dbg !112, !tbaa !113
  %19 = add nuw nsw i64 %14, 1, !dbg !117
    #dbg_value(i64 %19, !101, !DIExpression(), !106)
  %20 = add i64 %15, 1, !dbg !109
  %21 = icmp eq i64 %20, %6, !dbg !109
  br i1 %21, label %22, label %13, !dbg !109, !llvm.loop !118

22:                                               ; preds = %10, %13, %1
  %23 = sdiv i32 %0, 2, !dbg !120
  %24 = sext i32 %23 to i64, !dbg !121
  %25 = getelementptr inbounds i32, ptr %3, i64 %24, !dbg !121
  %26 = load i32, ptr %25, align 4, !dbg !121, !tbaa !113
  ret i32 %26, !dbg !122

27:                                               ; preds = %27, %8
  %28 = phi i64 [ 0, %8 ], [ %45, %27 ]
  %29 = phi i64 [ 0, %8 ], [ %46, %27 ]
    #dbg_value(i64 %28, !101, !DIExpression(), !106)
  %30 = mul nuw nsw i64 %28, %28, !dbg !110
  %31 = getelementptr inbounds i32, ptr %3, i64 %28, !dbg !111
  %32 = trunc nuw i64 %30 to i32, !dbg !112
  store i32 %32, ptr %31, align 16, !dbg !112, !tbaa !113
  %33 = or disjoint i64 %28, 1, !dbg !117
    #dbg_value(i64 %33, !101, !DIExpression(), !106)
  %34 = mul nuw nsw i64 %33, %33, !dbg !110
  %35 = getelementptr inbounds i32, ptr %3, i64 %33, !dbg !111
  %36 = trunc nuw i64 %34 to i32, !dbg !112
  store i32 %36, ptr %35, align 4, !dbg !112, !tbaa !113
  %37 = or disjoint i64 %28, 2, !dbg !117
    #dbg_value(i64 %37, !101, !DIExpression(), !106)
  %38 = mul nuw nsw i64 %37, %37, !dbg !110
  %39 = getelementptr inbounds i32, ptr %3, i64 %37, !dbg !111
  %40 = trunc nuw i64 %38 to i32, !dbg !112
  store i32 %40, ptr %39, align 8, !dbg !112, !tbaa !113
  %41 = or disjoint i64 %28, 3, !dbg !117
    #dbg_value(i64 %41, !101, !DIExpression(), !106)
  %42 = mul nuw nsw i64 %41, %41, !dbg !110
  %43 = getelementptr inbounds i32, ptr %3, i64 %41, !dbg !111
  %44 = trunc nuw i64 %42 to i32, !dbg !112
  store i32 %44, ptr %43, align 4, !dbg !112, !tbaa !113
  %45 = add nuw nsw i64 %28, 4, !dbg !117
    #dbg_value(i64 %45, !101, !DIExpression(), !106)
  %46 = add i64 %29, 4, !dbg !109
  %47 = icmp eq i64 %46, %9, !dbg !109
  br i1 %47, label %10, label %27, !dbg !109, !llvm.loop !123
}

; Function Attrs: nounwind uwtable
define dso_local { double, double } @cmul(double noundef %0, double noundef %1, double noundef %2, double noundef %3) local_unnamed_addr #3 !dbg !126 {
    #dbg_value(double %0, !131, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !133)
    #dbg_value(double %1, !131, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !133)
    #dbg_value(double %2, !132, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !133)
    #dbg_value(double %3, !132, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !133)
  %5 = fmul double %0, %2, !dbg !134
  %6 = fmul double %1, %3, !dbg !134
  %7 = fmul double %0, %3, !dbg !134
  %8 = fmul double %1, %2, !dbg !134
  %9 = fsub double %5, %6, !dbg !134
  %10 = fadd double %8, %7, !dbg !134
  %11 = fcmp uno double %9, 0.000000e+00, !dbg !134
  br i1 %11, label %12, label %18, !dbg !134, !prof !135

12:                                               ; preds = %4
  %13 = fcmp uno double %10, 0.000000e+00, !dbg !134
  br i1 %13, label %14, label %18, !dbg !134, !prof !135

14:                                               ; preds = %12
  %15 = tail call { double, double } @__muldc3(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #9, !dbg !134
  %16 = extractvalue { double, double } %15, 0, !dbg !134
  %17 = extractvalue { double, double } %15, 1, !dbg !134
  br label %18, !dbg !134

18:                                               ; preds = %14, %12, %4
  %19 = phi double [ %9, %4 ], [ %9, %12 ], [ %16, %14 ], !dbg !134
  %20 = phi double [ %10, %4 ], [ %10, %12 ], [ %17, %14 ], !dbg !134
  %21 = insertvalue { double, double } poison, double %19, 0, !dbg !136
  %22 = insertvalue { double, double } %21, double %20, 1, !dbg !136
  ret { double, double } %22, !dbg !136
}

declare { double, double } @__muldc3(double, double, double, double) local_unnamed_addr

; Function Attrs: nounwind uwtable
define dso_local range(i32 -1, -2147483648) i32 @try_jump(i32 noundef %0) local_unnamed_addr #3 !dbg !137 {
    #dbg_value(i32 %0, !139, !DIExpression(), !140)
  %2 = call i32 @_setjmp(ptr noundef nonnull @env) #10, !dbg !141
  %3 = icmp eq i32 %2, 0, !dbg !141
  br i1 %3, label %4, label %7, !dbg !143

4:                                                ; preds = %1
  %5 = icmp slt i32 %0, 0, !dbg !144
  br i1 %5, label %6, label %7, !dbg !146

6:                                                ; preds = %4
  call void @longjmp(ptr noundef nonnull @env, i32 noundef 1) #11, !dbg !147
  unreachable, !dbg !147

7:                                                ; preds = %4, %1
  %8 = phi i32 [ -1, %1 ], [ %0, %4 ], !dbg !148
  ret i32 %8, !dbg !149
}

; Function Attrs: nounwind returns_twice
declare !dbg !150 i32 @_setjmp(ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !154 void @longjmp(ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define dso_local i32 @asm_add(i32 noundef %0, i32 noundef %1) local_unnamed_addr #6 !dbg !157 {
    #dbg_value(i32 %0, !161, !DIExpression(), !164)
    #dbg_value(i32 %1, !162, !DIExpression(), !164)
  %3 = tail call i32 asm "addl $2, $0", "=r,0,r,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %0, i32 %1) #12, !dbg !165, !srcloc !166
    #dbg_value(i32 %3, !163, !DIExpression(), !164)
  ret i32 %3, !dbg !167
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 2) i32 @likely(i32 noundef %0) local_unnamed_addr #7 !dbg !168 {
    #dbg_value(i32 %0, !170, !DIExpression(), !171)
  %2 = icmp sgt i32 %0, 10, !dbg !172
  %3 = zext i1 %2 to i32, !dbg !174
  ret i32 %3, !dbg !175
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local ptr @stack(i32 noundef %0) local_unnamed_addr #7 !dbg !176 {
    #dbg_value(i32 %0, !180, !DIExpression(), !184)
  %2 = sext i32 %0 to i64, !dbg !185
  %3 = alloca i8, i64 %2, align 16, !dbg !186
    #dbg_value(ptr %3, !181, !DIExpression(), !184)
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %3, i8 0, i64 %2, i1 false), !dbg !187
  %4 = load i8, ptr %3, align 16, !dbg !188, !tbaa !189
  %5 = sext i8 %4 to i64, !dbg !188
  %6 = inttoptr i64 %5 to ptr, !dbg !190
  ret ptr %6, !dbg !191
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 10, 31) i32 @computed(i32 noundef %0) #7 !dbg !11 {
    #dbg_value(i32 %0, !15, !DIExpression(), !192)
  %2 = srem i32 %0, 3, !dbg !193
  %3 = sext i32 %2 to i64, !dbg !194
  %4 = getelementptr inbounds [3 x ptr], ptr @computed.tab, i64 0, i64 %3, !dbg !194
  %5 = load ptr, ptr %4, align 8, !dbg !194, !tbaa !195
  indirectbr ptr %5, [label %8, label %6, label %7]

6:                                                ; preds = %1
    #dbg_label(!17, !197)
  br label %8, !dbg !198

7:                                                ; preds = %1
    #dbg_label(!18, !199)
  br label %8, !dbg !200

8:                                                ; preds = %1, %7, %6
  %9 = phi i32 [ 30, %7 ], [ 20, %6 ], [ 10, %1 ], !dbg !192
  ret i32 %9, !dbg !201
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind returns_twice "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nounwind }
attributes #10 = { nounwind returns_twice }
attributes #11 = { noreturn nounwind }
attributes #12 = { nounwind memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!50, !51, !52, !53, !54, !55, !56}
!llvm.ident = !{!57}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "env", scope: !2, file: !3, line: 9, type: !24, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "roundtrip/csrc/misc.c", directory: ".", checksumkind: CSK_MD5, checksum: "022270cbb5951b3a94ab11cdff162957")
!4 = !{!5, !6, !7}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !{!9, !0}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "tab", scope: !11, file: !3, line: 15, type: !19, isLocal: true, isDefinition: true)
!11 = distinct !DISubprogram(name: "computed", scope: !3, file: !3, line: 14, type: !12, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !14)
!12 = !DISubroutineType(types: !13)
!13 = !{!5, !5}
!14 = !{!15, !16, !17, !18}
!15 = !DILocalVariable(name: "i", arg: 1, scope: !11, file: !3, line: 14, type: !5)
!16 = !DILabel(scope: !11, name: "l0", file: !3, line: 17)
!17 = !DILabel(scope: !11, name: "l1", file: !3, line: 18)
!18 = !DILabel(scope: !11, name: "l2", file: !3, line: 19)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 192, elements: !22)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!22 = !{!23}
!23 = !DISubrange(count: 3)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "jmp_buf", file: !25, line: 32, baseType: !26)
!25 = !DIFile(filename: "/usr/include/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "cd7862ae7ed31595227c999638ae74e7")
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 1600, elements: !48)
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__jmp_buf_tag", file: !28, line: 26, size: 1600, elements: !29)
!28 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct___jmp_buf_tag.h", directory: "", checksumkind: CSK_MD5, checksum: "56a90a97e853c2bec1d9e290be5e92e4")
!29 = !{!30, !37, !38}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__jmpbuf", scope: !27, file: !28, line: 32, baseType: !31, size: 512)
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "__jmp_buf", file: !32, line: 31, baseType: !33)
!32 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "80e7796efafaf357b5e64731e4f6ac30")
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 512, elements: !35)
!34 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!35 = !{!36}
!36 = !DISubrange(count: 8)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__mask_was_saved", scope: !27, file: !28, line: 33, baseType: !5, size: 32, offset: 512)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__saved_mask", scope: !27, file: !28, line: 34, baseType: !39, size: 1024, offset: 576)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sigset_t", file: !40, line: 8, baseType: !41)
!40 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__sigset_t.h", directory: "", checksumkind: CSK_MD5, checksum: "acc6b14c0967857fec362a8d433e1cf2")
!41 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !40, line: 5, size: 1024, elements: !42)
!42 = !{!43}
!43 = !DIDerivedType(tag: DW_TAG_member, name: "__val", scope: !41, file: !40, line: 7, baseType: !44, size: 1024)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !45, size: 1024, elements: !46)
!45 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!46 = !{!47}
!47 = !DISubrange(count: 16)
!48 = !{!49}
!49 = !DISubrange(count: 1)
!50 = !{i32 7, !"Dwarf Version", i32 5}
!51 = !{i32 2, !"Debug Info Version", i32 3}
!52 = !{i32 1, !"wchar_size", i32 4}
!53 = !{i32 8, !"PIC Level", i32 2}
!54 = !{i32 7, !"PIE Level", i32 2}
!55 = !{i32 7, !"uwtable", i32 2}
!56 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!57 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!58 = distinct !DISubprogram(name: "getb", scope: !3, file: !3, line: 5, type: !59, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !69)
!59 = !DISubroutineType(types: !60)
!60 = !{!5, !61}
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!62 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bits", file: !3, line: 4, size: 64, elements: !63)
!63 = !{!64, !66, !67, !68}
!64 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !62, file: !3, line: 4, baseType: !65, size: 3, flags: DIFlagBitField, extraData: i64 0)
!65 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !62, file: !3, line: 4, baseType: !65, size: 5, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !62, file: !3, line: 4, baseType: !5, size: 7, offset: 8, flags: DIFlagBitField, extraData: i64 0)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !62, file: !3, line: 4, baseType: !6, size: 40, offset: 15, flags: DIFlagBitField, extraData: i64 0)
!69 = !{!70}
!70 = !DILocalVariable(name: "p", arg: 1, scope: !58, file: !3, line: 5, type: !61)
!71 = !DILocation(line: 0, scope: !58)
!72 = !DILocation(line: 5, column: 38, scope: !58)
!73 = !DILocation(line: 5, column: 45, scope: !58)
!74 = !DILocation(line: 5, column: 52, scope: !58)
!75 = !DILocation(line: 5, column: 64, scope: !58)
!76 = !DILocation(line: 5, column: 56, scope: !58)
!77 = !DILocation(line: 5, column: 40, scope: !58)
!78 = !DILocation(line: 5, column: 47, scope: !58)
!79 = !DILocation(line: 5, column: 54, scope: !58)
!80 = !DILocation(line: 5, column: 28, scope: !58)
!81 = distinct !DISubprogram(name: "setb", scope: !3, file: !3, line: 6, type: !82, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !84)
!82 = !DISubroutineType(types: !83)
!83 = !{null, !61, !5}
!84 = !{!85, !86}
!85 = !DILocalVariable(name: "p", arg: 1, scope: !81, file: !3, line: 6, type: !61)
!86 = !DILocalVariable(name: "v", arg: 2, scope: !81, file: !3, line: 6, type: !5)
!87 = !DILocation(line: 0, scope: !81)
!88 = !DILocation(line: 6, column: 41, scope: !81)
!89 = !DILocation(line: 6, column: 53, scope: !81)
!90 = !DILocation(line: 6, column: 75, scope: !81)
!91 = !DILocation(line: 6, column: 51, scope: !81)
!92 = !DILocation(line: 6, column: 82, scope: !81)
!93 = distinct !DISubprogram(name: "vla", scope: !3, file: !3, line: 7, type: !12, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !94)
!94 = !{!95, !96, !97, !101}
!95 = !DILocalVariable(name: "n", arg: 1, scope: !93, file: !3, line: 7, type: !5)
!96 = !DILocalVariable(name: "__vla_expr0", scope: !93, type: !45, flags: DIFlagArtificial)
!97 = !DILocalVariable(name: "a", scope: !93, file: !3, line: 7, type: !98)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, elements: !99)
!99 = !{!100}
!100 = !DISubrange(count: !96)
!101 = !DILocalVariable(name: "i", scope: !102, file: !3, line: 7, type: !5)
!102 = distinct !DILexicalBlock(scope: !93, file: !3, line: 7, column: 28)
!103 = !DILocation(line: 0, scope: !93)
!104 = !DILocation(line: 7, column: 18, scope: !93)
!105 = !DILocation(line: 7, column: 22, scope: !93)
!106 = !DILocation(line: 0, scope: !102)
!107 = !DILocation(line: 7, column: 46, scope: !108)
!108 = distinct !DILexicalBlock(scope: !102, file: !3, line: 7, column: 28)
!109 = !DILocation(line: 7, column: 28, scope: !102)
!110 = !DILocation(line: 7, column: 65, scope: !108)
!111 = !DILocation(line: 7, column: 56, scope: !108)
!112 = !DILocation(line: 7, column: 61, scope: !108)
!113 = !{!114, !114, i64 0}
!114 = !{!"int", !115, i64 0}
!115 = !{!"omnipotent char", !116, i64 0}
!116 = !{!"Simple C/C++ TBAA"}
!117 = !DILocation(line: 7, column: 52, scope: !108)
!118 = distinct !{!118, !119}
!119 = !{!"llvm.loop.unroll.disable"}
!120 = !DILocation(line: 7, column: 81, scope: !93)
!121 = !DILocation(line: 7, column: 77, scope: !93)
!122 = !DILocation(line: 7, column: 87, scope: !93)
!123 = distinct !{!123, !109, !124, !125}
!124 = !DILocation(line: 7, column: 67, scope: !102)
!125 = !{!"llvm.loop.mustprogress"}
!126 = distinct !DISubprogram(name: "cmul", scope: !3, file: !3, line: 8, type: !127, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !130)
!127 = !DISubroutineType(types: !128)
!128 = !{!129, !129, !129}
!129 = !DIBasicType(name: "complex", size: 128, encoding: DW_ATE_complex_float)
!130 = !{!131, !132}
!131 = !DILocalVariable(name: "a", arg: 1, scope: !126, file: !3, line: 8, type: !129)
!132 = !DILocalVariable(name: "b", arg: 2, scope: !126, file: !3, line: 8, type: !129)
!133 = !DILocation(line: 0, scope: !126)
!134 = !DILocation(line: 8, column: 68, scope: !126)
!135 = !{!"branch_weights", i32 1, i32 1048575}
!136 = !DILocation(line: 8, column: 59, scope: !126)
!137 = distinct !DISubprogram(name: "try_jump", scope: !3, file: !3, line: 10, type: !12, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !138)
!138 = !{!139}
!139 = !DILocalVariable(name: "x", arg: 1, scope: !137, file: !3, line: 10, type: !5)
!140 = !DILocation(line: 0, scope: !137)
!141 = !DILocation(line: 10, column: 27, scope: !142)
!142 = distinct !DILexicalBlock(scope: !137, file: !3, line: 10, column: 27)
!143 = !DILocation(line: 10, column: 27, scope: !137)
!144 = !DILocation(line: 10, column: 57, scope: !145)
!145 = distinct !DILexicalBlock(scope: !137, file: !3, line: 10, column: 55)
!146 = !DILocation(line: 10, column: 55, scope: !137)
!147 = !DILocation(line: 10, column: 62, scope: !145)
!148 = !DILocation(line: 10, scope: !137)
!149 = !DILocation(line: 10, column: 89, scope: !137)
!150 = !DISubprogram(name: "_setjmp", scope: !25, file: !25, line: 45, type: !151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!151 = !DISubroutineType(types: !152)
!152 = !{!5, !153}
!153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!154 = !DISubprogram(name: "longjmp", scope: !25, file: !25, line: 54, type: !155, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!155 = !DISubroutineType(types: !156)
!156 = !{null, !153, !5}
!157 = distinct !DISubprogram(name: "asm_add", scope: !3, file: !3, line: 11, type: !158, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !160)
!158 = !DISubroutineType(types: !159)
!159 = !{!5, !5, !5}
!160 = !{!161, !162, !163}
!161 = !DILocalVariable(name: "a", arg: 1, scope: !157, file: !3, line: 11, type: !5)
!162 = !DILocalVariable(name: "b", arg: 2, scope: !157, file: !3, line: 11, type: !5)
!163 = !DILocalVariable(name: "r", scope: !157, file: !3, line: 11, type: !5)
!164 = !DILocation(line: 0, scope: !157)
!165 = !DILocation(line: 11, column: 36, scope: !157)
!166 = !{i64 610}
!167 = !DILocation(line: 11, column: 94, scope: !157)
!168 = distinct !DISubprogram(name: "likely", scope: !3, file: !3, line: 12, type: !12, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !169)
!169 = !{!170}
!170 = !DILocalVariable(name: "x", arg: 1, scope: !168, file: !3, line: 12, type: !5)
!171 = !DILocation(line: 0, scope: !168)
!172 = !DILocation(line: 12, column: 44, scope: !173)
!173 = distinct !DILexicalBlock(scope: !168, file: !3, line: 12, column: 25)
!174 = !DILocation(line: 12, scope: !168)
!175 = !DILocation(line: 12, column: 74, scope: !168)
!176 = distinct !DISubprogram(name: "stack", scope: !3, file: !3, line: 13, type: !177, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !179)
!177 = !DISubroutineType(types: !178)
!178 = !{!7, !5}
!179 = !{!180, !181}
!180 = !DILocalVariable(name: "n", arg: 1, scope: !176, file: !3, line: 13, type: !5)
!181 = !DILocalVariable(name: "p", scope: !176, file: !3, line: 13, type: !182)
!182 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !183, size: 64)
!183 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!184 = !DILocation(line: 0, scope: !176)
!185 = !DILocation(line: 13, column: 49, scope: !176)
!186 = !DILocation(line: 13, column: 32, scope: !176)
!187 = !DILocation(line: 13, column: 53, scope: !176)
!188 = !DILocation(line: 13, column: 86, scope: !176)
!189 = !{!115, !115, i64 0}
!190 = !DILocation(line: 13, column: 77, scope: !176)
!191 = !DILocation(line: 13, column: 70, scope: !176)
!192 = !DILocation(line: 0, scope: !11)
!193 = !DILocation(line: 16, column: 15, scope: !11)
!194 = !DILocation(line: 16, column: 9, scope: !11)
!195 = !{!196, !196, i64 0}
!196 = !{!"any pointer", !115, i64 0}
!197 = !DILocation(line: 18, column: 1, scope: !11)
!198 = !DILocation(line: 18, column: 5, scope: !11)
!199 = !DILocation(line: 19, column: 1, scope: !11)
!200 = !DILocation(line: 19, column: 5, scope: !11)
!201 = !DILocation(line: 20, column: 1, scope: !11)
