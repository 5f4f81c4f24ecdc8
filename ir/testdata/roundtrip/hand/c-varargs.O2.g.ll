; ModuleID = 'roundtrip/csrc/varargs.c'
source_filename = "roundtrip/csrc/varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [7 x i8] c"%s %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [2 x i8] c"x\00", align 1, !dbg !12
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @sumints(i32 noundef %0, ...) local_unnamed_addr #0 !dbg !27 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !53
    #dbg_assign(i1 undef, !33, !DIExpression(), !53, ptr %2, !DIExpression(), !54)
    #dbg_value(i32 %0, !32, !DIExpression(), !54)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #5, !dbg !55
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !56
    #dbg_value(i32 0, !50, !DIExpression(), !54)
    #dbg_value(i32 0, !51, !DIExpression(), !57)
    #dbg_value(i32 0, !51, !DIExpression(), !57)
    #dbg_value(i32 0, !50, !DIExpression(), !54)
  %3 = icmp sgt i32 %0, 0, !dbg !58
  br i1 %3, label %4, label %32, !dbg !60

4:                                                ; preds = %1
  %5 = load i32, ptr %2, align 16
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load ptr, ptr %6, align 8
  %10 = and i32 %0, 1, !dbg !60
  %11 = icmp eq i32 %0, 1, !dbg !60
  br i1 %11, label %14, label %12, !dbg !60

12:                                               ; preds = %4
  %13 = and i32 %0, 2147483646, !dbg !60
  br label %34, !dbg !60

14:                                               ; preds = %59, %4
  %15 = phi i32 [ poison, %4 ], [ %64, %59 ]
  %16 = phi ptr [ %9, %4 ], [ %60, %59 ]
  %17 = phi i32 [ 0, %4 ], [ %64, %59 ]
  %18 = phi i32 [ %5, %4 ], [ %61, %59 ]
  %19 = icmp eq i32 %10, 0, !dbg !61
  br i1 %19, label %32, label %20, !dbg !61

20:                                               ; preds = %14
    #dbg_value(i32 poison, !51, !DIExpression(), !57)
    #dbg_value(i32 %17, !50, !DIExpression(), !54)
  %21 = icmp ult i32 %18, 41, !dbg !61
  br i1 %21, label %24, label %22, !dbg !61

22:                                               ; preds = %20
  %23 = getelementptr i8, ptr %16, i64 8, !dbg !61
  store ptr %23, ptr %6, align 8, !dbg !61, !DIAssignID !62
    #dbg_assign(ptr %23, !33, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !62, ptr %6, !DIExpression(), !54)
  br label %28, !dbg !61

24:                                               ; preds = %20
  %25 = zext nneg i32 %18 to i64, !dbg !61
  %26 = getelementptr i8, ptr %8, i64 %25, !dbg !61
  %27 = add nuw nsw i32 %18, 8, !dbg !61
  store i32 %27, ptr %2, align 16, !dbg !61, !DIAssignID !63
    #dbg_assign(i32 %27, !33, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !63, ptr %2, !DIExpression(), !54)
  br label %28, !dbg !61

28:                                               ; preds = %24, %22
  %29 = phi ptr [ %26, %24 ], [ %16, %22 ], !dbg !61
  %30 = load i32, ptr %29, align 4, !dbg !61, !tbaa !64
  %31 = add nsw i32 %30, %17, !dbg !68
    #dbg_value(i32 %31, !50, !DIExpression(), !54)
    #dbg_value(i32 poison, !51, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !57)
  br label %32, !dbg !69

32:                                               ; preds = %28, %14, %1
  %33 = phi i32 [ 0, %1 ], [ %15, %14 ], [ %31, %28 ], !dbg !70
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !69
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #5, !dbg !71
  ret i32 %33, !dbg !72

34:                                               ; preds = %59, %12
  %35 = phi ptr [ %9, %12 ], [ %60, %59 ]
  %36 = phi i32 [ 0, %12 ], [ %64, %59 ]
  %37 = phi i32 [ %5, %12 ], [ %61, %59 ]
  %38 = phi i32 [ 0, %12 ], [ %65, %59 ]
    #dbg_value(i32 poison, !51, !DIExpression(), !57)
    #dbg_value(i32 %36, !50, !DIExpression(), !54)
  %39 = icmp ult i32 %37, 41, !dbg !61
  br i1 %39, label %40, label %44, !dbg !61

40:                                               ; preds = %34
  %41 = zext nneg i32 %37 to i64, !dbg !61
  %42 = getelementptr i8, ptr %8, i64 %41, !dbg !61
  %43 = add nuw nsw i32 %37, 8, !dbg !61
  store i32 %43, ptr %2, align 16, !dbg !61, !DIAssignID !63
    #dbg_assign(i32 %43, !33, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !63, ptr %2, !DIExpression(), !54)
  br label %46, !dbg !61

44:                                               ; preds = %34
  %45 = getelementptr i8, ptr %35, i64 8, !dbg !61
  store ptr %45, ptr %6, align 8, !dbg !61, !DIAssignID !62
    #dbg_assign(ptr %45, !33, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !62, ptr %6, !DIExpression(), !54)
  br label %46, !dbg !61

46:                                               ; preds = %44, %40
  %47 = phi ptr [ %35, %40 ], [ %45, %44 ]
  %48 = phi i32 [ %43, %40 ], [ %37, %44 ]
  %49 = phi ptr [ %42, %40 ], [ %35, %44 ], !dbg !61
  %50 = load i32, ptr %49, align 4, !dbg !61, !tbaa !64
  %51 = add nsw i32 %50, %36, !dbg !68
    #dbg_value(i32 %51, !50, !DIExpression(), !54)
    #dbg_value(i32 poison, !51, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !57)
  %52 = icmp ult i32 %48, 41, !dbg !61
  br i1 %52, label %55, label %53, !dbg !61

53:                                               ; preds = %46
  %54 = getelementptr i8, ptr %47, i64 8, !dbg !61
  store ptr %54, ptr %6, align 8, !dbg !61, !DIAssignID !62
    #dbg_assign(ptr %54, !33, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !62, ptr %6, !DIExpression(), !54)
  br label %59, !dbg !61

55:                                               ; preds = %46
  %56 = zext nneg i32 %48 to i64, !dbg !61
  %57 = getelementptr i8, ptr %8, i64 %56, !dbg !61
  %58 = add nuw nsw i32 %48, 8, !dbg !61
  store i32 %58, ptr %2, align 16, !dbg !61, !DIAssignID !63
    #dbg_assign(i32 %58, !33, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !63, ptr %2, !DIExpression(), !54)
  br label %59, !dbg !61

59:                                               ; preds = %55, %53
  %60 = phi ptr [ %47, %55 ], [ %54, %53 ]
  %61 = phi i32 [ %58, %55 ], [ %48, %53 ]
  %62 = phi ptr [ %57, %55 ], [ %47, %53 ], !dbg !61
  %63 = load i32, ptr %62, align 4, !dbg !61, !tbaa !64
  %64 = add nsw i32 %63, %51, !dbg !68
    #dbg_value(i32 %64, !50, !DIExpression(), !54)
    #dbg_value(i32 poison, !51, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !57)
  %65 = add i32 %38, 2, !dbg !60
  %66 = icmp eq i32 %65, %13, !dbg !60
  br i1 %66, label %14, label %34, !dbg !60, !llvm.loop !73
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: nofree nounwind uwtable
define dso_local void @logf2(ptr nocapture noundef readonly %0, ...) local_unnamed_addr #3 !dbg !76 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !84
    #dbg_assign(i1 undef, !83, !DIExpression(), !84, ptr %2, !DIExpression(), !85)
    #dbg_value(ptr %0, !82, !DIExpression(), !85)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #5, !dbg !86
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !87
    #dbg_value(ptr %0, !88, !DIExpression(), !97)
    #dbg_value(ptr %2, !96, !DIExpression(), !97)
  %3 = load ptr, ptr @stdout, align 8, !dbg !99, !tbaa !100, !noalias !102
  %4 = call i32 @vfprintf(ptr noundef %3, ptr noundef %0, ptr noundef nonnull %2) #5, !dbg !105
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !106
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #5, !dbg !107
  ret void, !dbg !107
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 !dbg !108 {
  %1 = tail call i32 (i32, ...) @sumints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3), !dbg !111
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1), !dbg !112
  tail call void (ptr, ...) @logf2(ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.2, i32 noundef 4), !dbg !113
  ret i32 0, !dbg !114
}

; Function Attrs: nofree nounwind
declare !dbg !115 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !118 noundef i32 @vfprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #4

attributes #0 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #3 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!17}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "roundtrip/csrc/varargs.c", directory: ".", checksumkind: CSK_MD5, checksum: "42bc28d926b17a495965820d180223db")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 7)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 2)
!17 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !18, splitDebugInlining: false, nameTableKind: None)
!18 = !{!0, !7, !12}
!19 = !{i32 7, !"Dwarf Version", i32 5}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 8, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 2}
!25 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!26 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!27 = distinct !DISubprogram(name: "sumints", scope: !2, file: !2, line: 3, type: !28, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !31)
!28 = !DISubroutineType(types: !29)
!29 = !{!30, !30, null}
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !{!32, !33, !50, !51}
!32 = !DILocalVariable(name: "n", arg: 1, scope: !27, file: !2, line: 3, type: !30)
!33 = !DILocalVariable(name: "ap", scope: !27, file: !2, line: 4, type: !34)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !35, line: 52, baseType: !36)
!35 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !37, line: 12, baseType: !38)
!37 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg___gnuc_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "edb3f2eab991638e4dc94f6e55e3530f")
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !39)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 192, elements: !48)
!40 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !41)
!41 = !{!42, !44, !45, !47}
!42 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !40, file: !2, line: 4, baseType: !43, size: 32)
!43 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !40, file: !2, line: 4, baseType: !43, size: 32, offset: 32)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !40, file: !2, line: 4, baseType: !46, size: 64, offset: 64)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !40, file: !2, line: 4, baseType: !46, size: 64, offset: 128)
!48 = !{!49}
!49 = !DISubrange(count: 1)
!50 = !DILocalVariable(name: "s", scope: !27, file: !2, line: 5, type: !30)
!51 = !DILocalVariable(name: "i", scope: !52, file: !2, line: 5, type: !30)
!52 = distinct !DILexicalBlock(scope: !27, file: !2, line: 5, column: 14)
!53 = distinct !DIAssignID()
!54 = !DILocation(line: 0, scope: !27)
!55 = !DILocation(line: 4, column: 3, scope: !27)
!56 = !DILocation(line: 4, column: 15, scope: !27)
!57 = !DILocation(line: 0, scope: !52)
!58 = !DILocation(line: 5, column: 32, scope: !59)
!59 = distinct !DILexicalBlock(scope: !52, file: !2, line: 5, column: 14)
!60 = !DILocation(line: 5, column: 14, scope: !52)
!61 = !DILocation(line: 5, column: 47, scope: !59)
!62 = distinct !DIAssignID()
!63 = distinct !DIAssignID()
!64 = !{!65, !65, i64 0}
!65 = !{!"int", !66, i64 0}
!66 = !{!"omnipotent char", !67, i64 0}
!67 = !{!"Simple C/C++ TBAA"}
!68 = !DILocation(line: 5, column: 44, scope: !59)
!69 = !DILocation(line: 6, column: 3, scope: !27)
!70 = !DILocation(line: 5, scope: !27)
!71 = !DILocation(line: 7, column: 1, scope: !27)
!72 = !DILocation(line: 6, column: 15, scope: !27)
!73 = distinct !{!73, !60, !74, !75}
!74 = !DILocation(line: 5, column: 47, scope: !52)
!75 = !{!"llvm.loop.mustprogress"}
!76 = distinct !DISubprogram(name: "logf2", scope: !2, file: !2, line: 8, type: !77, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !81)
!77 = !DISubroutineType(types: !78)
!78 = !{null, !79, null}
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!81 = !{!82, !83}
!82 = !DILocalVariable(name: "fmt", arg: 1, scope: !76, file: !2, line: 8, type: !79)
!83 = !DILocalVariable(name: "ap", scope: !76, file: !2, line: 8, type: !34)
!84 = distinct !DIAssignID()
!85 = !DILocation(line: 0, scope: !76)
!86 = !DILocation(line: 8, column: 36, scope: !76)
!87 = !DILocation(line: 8, column: 48, scope: !76)
!88 = !DILocalVariable(name: "__fmt", arg: 1, scope: !89, file: !90, line: 39, type: !93)
!89 = distinct !DISubprogram(name: "vprintf", scope: !90, file: !90, line: 39, type: !91, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !95)
!90 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!91 = !DISubroutineType(types: !92)
!92 = !{!30, !93, !94}
!93 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !79)
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!95 = !{!88, !96}
!96 = !DILocalVariable(name: "__arg", arg: 2, scope: !89, file: !90, line: 39, type: !94)
!97 = !DILocation(line: 0, scope: !89, inlinedAt: !98)
!98 = distinct !DILocation(line: 8, column: 67, scope: !76)
!99 = !DILocation(line: 41, column: 20, scope: !89, inlinedAt: !98)
!100 = !{!101, !101, i64 0}
!101 = !{!"any pointer", !66, i64 0}
!102 = !{!103}
!103 = distinct !{!103, !104, !"vprintf: argument 0"}
!104 = distinct !{!104, !"vprintf"}
!105 = !DILocation(line: 41, column: 10, scope: !89, inlinedAt: !98)
!106 = !DILocation(line: 8, column: 85, scope: !76)
!107 = !DILocation(line: 8, column: 97, scope: !76)
!108 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 9, type: !109, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !17)
!109 = !DISubroutineType(types: !110)
!110 = !{!30}
!111 = !DILocation(line: 9, column: 33, scope: !108)
!112 = !DILocation(line: 9, column: 18, scope: !108)
!113 = !DILocation(line: 9, column: 55, scope: !108)
!114 = !DILocation(line: 9, column: 81, scope: !108)
!115 = !DISubprogram(name: "printf", scope: !35, file: !35, line: 356, type: !116, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!116 = !DISubroutineType(types: !117)
!117 = !{!30, !93, null}
!118 = !DISubprogram(name: "vfprintf", scope: !35, file: !35, line: 365, type: !119, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!119 = !DISubroutineType(types: !120)
!120 = !{!30, !121, !93, !94}
!121 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !122)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 64)
!123 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !124, line: 7, baseType: !125)
!124 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!125 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !126, line: 49, size: 1728, elements: !127)
!126 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!127 = !{!128, !129, !131, !132, !133, !134, !135, !136, !137, !138, !139, !140, !141, !144, !146, !147, !148, !152, !154, !156, !158, !161, !163, !166, !169, !170, !171, !175, !176}
!128 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !125, file: !126, line: 51, baseType: !30, size: 32)
!129 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !125, file: !126, line: 54, baseType: !130, size: 64, offset: 64)
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!131 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !125, file: !126, line: 55, baseType: !130, size: 64, offset: 128)
!132 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !125, file: !126, line: 56, baseType: !130, size: 64, offset: 192)
!133 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !125, file: !126, line: 57, baseType: !130, size: 64, offset: 256)
!134 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !125, file: !126, line: 58, baseType: !130, size: 64, offset: 320)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !125, file: !126, line: 59, baseType: !130, size: 64, offset: 384)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !125, file: !126, line: 60, baseType: !130, size: 64, offset: 448)
!137 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !125, file: !126, line: 61, baseType: !130, size: 64, offset: 512)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !125, file: !126, line: 64, baseType: !130, size: 64, offset: 576)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !125, file: !126, line: 65, baseType: !130, size: 64, offset: 640)
!140 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !125, file: !126, line: 66, baseType: !130, size: 64, offset: 704)
!141 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !125, file: !126, line: 68, baseType: !142, size: 64, offset: 768)
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !143, size: 64)
!143 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !126, line: 36, flags: DIFlagFwdDecl)
!144 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !125, file: !126, line: 70, baseType: !145, size: 64, offset: 832)
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!146 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !125, file: !126, line: 72, baseType: !30, size: 32, offset: 896)
!147 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !125, file: !126, line: 73, baseType: !30, size: 32, offset: 928)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !125, file: !126, line: 74, baseType: !149, size: 64, offset: 960)
!149 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !150, line: 152, baseType: !151)
!150 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!151 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!152 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !125, file: !126, line: 77, baseType: !153, size: 16, offset: 1024)
!153 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !125, file: !126, line: 78, baseType: !155, size: 8, offset: 1040)
!155 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !125, file: !126, line: 79, baseType: !157, size: 8, offset: 1048)
!157 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !48)
!158 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !125, file: !126, line: 81, baseType: !159, size: 64, offset: 1088)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !160, size: 64)
!160 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !126, line: 43, baseType: null)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !125, file: !126, line: 89, baseType: !162, size: 64, offset: 1152)
!162 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !150, line: 153, baseType: !151)
!163 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !125, file: !126, line: 91, baseType: !164, size: 64, offset: 1216)
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !165, size: 64)
!165 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !126, line: 37, flags: DIFlagFwdDecl)
!166 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !125, file: !126, line: 92, baseType: !167, size: 64, offset: 1280)
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !168, size: 64)
!168 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !126, line: 38, flags: DIFlagFwdDecl)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !125, file: !126, line: 93, baseType: !145, size: 64, offset: 1344)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !125, file: !126, line: 94, baseType: !46, size: 64, offset: 1408)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !125, file: !126, line: 95, baseType: !172, size: 64, offset: 1472)
!172 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !173, line: 18, baseType: !174)
!173 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!174 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !125, file: !126, line: 96, baseType: !30, size: 32, offset: 1536)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !125, file: !126, line: 98, baseType: !177, size: 160, offset: 1568)
!177 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !178)
!178 = !{!179}
!179 = !DISubrange(count: 20)
