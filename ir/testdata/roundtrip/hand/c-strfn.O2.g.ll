; ModuleID = 'roundtrip/csrc/strfn.c'
source_filename = "roundtrip/csrc/strfn.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [23 x i8] c"hello,\09world\0A\22quoted\22\\\00", align 1, !dbg !0
@greeting = dso_local local_unnamed_addr global ptr @.str, align 8, !dbg !7

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local noundef i64 @my_strlen(ptr noundef %0) local_unnamed_addr #0 !dbg !26 {
    #dbg_value(ptr %0, !30, !DIExpression(), !32)
    #dbg_value(ptr %0, !31, !DIExpression(), !32)
  br label %2, !dbg !33

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %6, %2 ], !dbg !34
    #dbg_value(ptr %3, !31, !DIExpression(), !32)
  %4 = load i8, ptr %3, align 1, !dbg !35, !tbaa !36
  %5 = icmp eq i8 %4, 0, !dbg !33
  %6 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !39
    #dbg_value(ptr %6, !31, !DIExpression(), !32)
  br i1 %5, label %7, label %2, !dbg !33, !llvm.loop !40

7:                                                ; preds = %2
  %8 = ptrtoint ptr %3 to i64, !dbg !42
  %9 = ptrtoint ptr %0 to i64, !dbg !42
  %10 = sub i64 %8, %9, !dbg !42
  ret i64 %10, !dbg !43
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local range(i32 -255, 256) i32 @my_strcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !44 {
    #dbg_value(ptr %0, !49, !DIExpression(), !51)
    #dbg_value(ptr %1, !50, !DIExpression(), !51)
  %3 = load i8, ptr %0, align 1, !dbg !52, !tbaa !36
  %4 = icmp eq i8 %3, 0, !dbg !52
  br i1 %4, label %20, label %5, !dbg !53

5:                                                ; preds = %2, %11
  %6 = phi i8 [ %14, %11 ], [ %3, %2 ]
  %7 = phi ptr [ %13, %11 ], [ %1, %2 ]
  %8 = phi ptr [ %12, %11 ], [ %0, %2 ]
    #dbg_value(ptr %7, !50, !DIExpression(), !51)
    #dbg_value(ptr %8, !49, !DIExpression(), !51)
  %9 = load i8, ptr %7, align 1, !dbg !54, !tbaa !36
  %10 = icmp eq i8 %6, %9, !dbg !55
  br i1 %10, label %11, label %16, !dbg !56

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8, ptr %8, i64 1, !dbg !57
    #dbg_value(ptr %12, !49, !DIExpression(), !51)
  %13 = getelementptr inbounds i8, ptr %7, i64 1, !dbg !59
    #dbg_value(ptr %13, !50, !DIExpression(), !51)
  %14 = load i8, ptr %12, align 1, !dbg !52, !tbaa !36
  %15 = icmp eq i8 %14, 0, !dbg !52
  br i1 %15, label %16, label %5, !dbg !53, !llvm.loop !60

16:                                               ; preds = %11, %5
  %17 = phi ptr [ %7, %5 ], [ %13, %11 ]
  %18 = phi i8 [ %6, %5 ], [ 0, %11 ]
  %19 = zext i8 %18 to i32, !dbg !62
  br label %20, !dbg !62

20:                                               ; preds = %16, %2
  %21 = phi ptr [ %1, %2 ], [ %17, %16 ]
  %22 = phi i32 [ 0, %2 ], [ %19, %16 ], !dbg !52
  %23 = load i8, ptr %21, align 1, !dbg !63, !tbaa !36
  %24 = zext i8 %23 to i32, !dbg !64
  %25 = sub nsw i32 %22, %24, !dbg !65
  ret i32 %25, !dbg !66
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local noundef ptr @my_strrev(ptr noundef returned %0) local_unnamed_addr #1 !dbg !67 {
    #dbg_value(ptr %0, !72, !DIExpression(), !79)
    #dbg_value(ptr %0, !30, !DIExpression(), !80)
    #dbg_value(ptr %0, !31, !DIExpression(), !80)
  br label %2, !dbg !82

2:                                                ; preds = %2, %1
  %3 = phi i64 [ %8, %2 ], [ 0, %1 ], !dbg !83
  %4 = phi ptr [ %7, %2 ], [ %0, %1 ], !dbg !83
    #dbg_value(ptr %4, !31, !DIExpression(), !80)
  %5 = load i8, ptr %4, align 1, !dbg !84, !tbaa !36
  %6 = icmp eq i8 %5, 0, !dbg !82
  %7 = getelementptr inbounds i8, ptr %4, i64 1, !dbg !85
    #dbg_value(ptr %7, !31, !DIExpression(), !80)
  %8 = add i64 %3, 1, !dbg !82
  br i1 %6, label %9, label %2, !dbg !82, !llvm.loop !86

9:                                                ; preds = %2
  %10 = ptrtoint ptr %4 to i64, !dbg !87
  %11 = ptrtoint ptr %0 to i64, !dbg !87
  %12 = sub i64 %10, %11, !dbg !87
    #dbg_value(i64 %12, !73, !DIExpression(), !79)
    #dbg_value(i64 0, !74, !DIExpression(), !88)
    #dbg_value(i64 0, !74, !DIExpression(), !88)
  %13 = icmp ult i64 %12, 2, !dbg !89
  br i1 %13, label %31, label %14, !dbg !90

14:                                               ; preds = %9
  %15 = getelementptr i8, ptr %0, i64 %12
  %16 = lshr i64 %3, 1, !dbg !90
  %17 = tail call i64 @llvm.umax.i64(i64 %16, i64 1), !dbg !90
  %18 = and i64 %17, 1, !dbg !90
  %19 = icmp ult i64 %3, 4, !dbg !90
  br i1 %19, label %22, label %20, !dbg !90

20:                                               ; preds = %14
  %21 = and i64 %17, 9223372036854775806, !dbg !90
  br label %32, !dbg !90

22:                                               ; preds = %32, %14
  %23 = phi i64 [ 0, %14 ], [ %46, %32 ]
  %24 = icmp eq i64 %18, 0, !dbg !90
  br i1 %24, label %31, label %25, !dbg !90

25:                                               ; preds = %22
    #dbg_value(i64 %23, !74, !DIExpression(), !88)
  %26 = getelementptr inbounds i8, ptr %0, i64 %23, !dbg !91
  %27 = load i8, ptr %26, align 1, !dbg !91, !tbaa !36
    #dbg_value(i8 %27, !76, !DIExpression(), !92)
  %28 = xor i64 %23, -1, !dbg !93
  %29 = getelementptr i8, ptr %15, i64 %28, !dbg !94
  %30 = load i8, ptr %29, align 1, !dbg !94, !tbaa !36
  store i8 %30, ptr %26, align 1, !dbg !95, !tbaa !36
  store i8 %27, ptr %29, align 1, !dbg !96, !tbaa !36
    #dbg_value(i64 %23, !74, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !88)
  br label %31, !dbg !97

31:                                               ; preds = %25, %22, %9
  ret ptr %0, !dbg !97

32:                                               ; preds = %32, %20
  %33 = phi i64 [ 0, %20 ], [ %46, %32 ]
  %34 = phi i64 [ 0, %20 ], [ %47, %32 ]
    #dbg_value(i64 %33, !74, !DIExpression(), !88)
  %35 = getelementptr inbounds i8, ptr %0, i64 %33, !dbg !91
  %36 = load i8, ptr %35, align 1, !dbg !91, !tbaa !36
    #dbg_value(i8 %36, !76, !DIExpression(), !92)
  %37 = xor i64 %33, -1, !dbg !93
  %38 = getelementptr i8, ptr %15, i64 %37, !dbg !94
  %39 = load i8, ptr %38, align 1, !dbg !94, !tbaa !36
  store i8 %39, ptr %35, align 1, !dbg !95, !tbaa !36
  store i8 %36, ptr %38, align 1, !dbg !96, !tbaa !36
  %40 = or disjoint i64 %33, 1, !dbg !98
    #dbg_value(i64 %40, !74, !DIExpression(), !88)
  %41 = getelementptr inbounds i8, ptr %0, i64 %40, !dbg !91
  %42 = load i8, ptr %41, align 1, !dbg !91, !tbaa !36
    #dbg_value(i8 %42, !76, !DIExpression(), !92)
  %43 = xor i64 %33, -2, !dbg !93
  %44 = getelementptr i8, ptr %15, i64 %43, !dbg !94
  %45 = load i8, ptr %44, align 1, !dbg !94, !tbaa !36
  store i8 %45, ptr %41, align 1, !dbg !95, !tbaa !36
  store i8 %42, ptr %44, align 1, !dbg !96, !tbaa !36
  %46 = add nuw nsw i64 %33, 2, !dbg !98
    #dbg_value(i64 %46, !74, !DIExpression(), !88)
  %47 = add i64 %34, 2, !dbg !90
  %48 = icmp eq i64 %47, %21, !dbg !90
  br i1 %48, label %22, label %32, !dbg !90, !llvm.loop !99
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #2

attributes #0 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23, !24}
!llvm.ident = !{!25}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "roundtrip/csrc/strfn.c", directory: ".", checksumkind: CSK_MD5, checksum: "b2ab531ea798dd0ce9feaacacaaeafe9")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 23)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "greeting", scope: !9, file: !2, line: 12, type: !16, isLocal: false, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !15, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !14}
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !12, line: 18, baseType: !13)
!12 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!13 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!14 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!15 = !{!0, !7}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!18 = !{i32 7, !"Dwarf Version", i32 5}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 8, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 2}
!24 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!25 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!26 = distinct !DISubprogram(name: "my_strlen", scope: !2, file: !2, line: 2, type: !27, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !29)
!27 = !DISubroutineType(types: !28)
!28 = !{!11, !16}
!29 = !{!30, !31}
!30 = !DILocalVariable(name: "s", arg: 1, scope: !26, file: !2, line: 2, type: !16)
!31 = !DILocalVariable(name: "p", scope: !26, file: !2, line: 2, type: !16)
!32 = !DILocation(line: 0, scope: !26)
!33 = !DILocation(line: 2, column: 54, scope: !26)
!34 = !DILocation(line: 2, scope: !26)
!35 = !DILocation(line: 2, column: 61, scope: !26)
!36 = !{!37, !37, i64 0}
!37 = !{!"omnipotent char", !38, i64 0}
!38 = !{!"Simple C/C++ TBAA"}
!39 = !DILocation(line: 2, column: 66, scope: !26)
!40 = distinct !{!40, !33, !39, !41}
!41 = !{!"llvm.loop.mustprogress"}
!42 = !DILocation(line: 2, column: 88, scope: !26)
!43 = !DILocation(line: 2, column: 70, scope: !26)
!44 = distinct !DISubprogram(name: "my_strcmp", scope: !2, file: !2, line: 3, type: !45, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !48)
!45 = !DISubroutineType(types: !46)
!46 = !{!47, !16, !16}
!47 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!48 = !{!49, !50}
!49 = !DILocalVariable(name: "a", arg: 1, scope: !44, file: !2, line: 3, type: !16)
!50 = !DILocalVariable(name: "b", arg: 2, scope: !44, file: !2, line: 3, type: !16)
!51 = !DILocation(line: 0, scope: !44)
!52 = !DILocation(line: 4, column: 10, scope: !44)
!53 = !DILocation(line: 4, column: 13, scope: !44)
!54 = !DILocation(line: 4, column: 22, scope: !44)
!55 = !DILocation(line: 4, column: 19, scope: !44)
!56 = !DILocation(line: 4, column: 3, scope: !44)
!57 = !DILocation(line: 4, column: 29, scope: !58)
!58 = distinct !DILexicalBlock(scope: !44, file: !2, line: 4, column: 26)
!59 = !DILocation(line: 4, column: 34, scope: !58)
!60 = distinct !{!60, !56, !61, !41}
!61 = !DILocation(line: 4, column: 38, scope: !44)
!62 = !DILocation(line: 5, column: 10, scope: !44)
!63 = !DILocation(line: 5, column: 45, scope: !44)
!64 = !DILocation(line: 5, column: 30, scope: !44)
!65 = !DILocation(line: 5, column: 28, scope: !44)
!66 = !DILocation(line: 5, column: 3, scope: !44)
!67 = distinct !DISubprogram(name: "my_strrev", scope: !2, file: !2, line: 7, type: !68, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !71)
!68 = !DISubroutineType(types: !69)
!69 = !{!70, !70}
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!71 = !{!72, !73, !74, !76}
!72 = !DILocalVariable(name: "s", arg: 1, scope: !67, file: !2, line: 7, type: !70)
!73 = !DILocalVariable(name: "n", scope: !67, file: !2, line: 8, type: !11)
!74 = !DILocalVariable(name: "i", scope: !75, file: !2, line: 9, type: !11)
!75 = distinct !DILexicalBlock(scope: !67, file: !2, line: 9, column: 3)
!76 = !DILocalVariable(name: "t", scope: !77, file: !2, line: 9, type: !4)
!77 = distinct !DILexicalBlock(scope: !78, file: !2, line: 9, column: 38)
!78 = distinct !DILexicalBlock(scope: !75, file: !2, line: 9, column: 3)
!79 = !DILocation(line: 0, scope: !67)
!80 = !DILocation(line: 0, scope: !26, inlinedAt: !81)
!81 = distinct !DILocation(line: 8, column: 14, scope: !67)
!82 = !DILocation(line: 2, column: 54, scope: !26, inlinedAt: !81)
!83 = !DILocation(line: 2, scope: !26, inlinedAt: !81)
!84 = !DILocation(line: 2, column: 61, scope: !26, inlinedAt: !81)
!85 = !DILocation(line: 2, column: 66, scope: !26, inlinedAt: !81)
!86 = distinct !{!86, !82, !85, !41}
!87 = !DILocation(line: 2, column: 88, scope: !26, inlinedAt: !81)
!88 = !DILocation(line: 0, scope: !75)
!89 = !DILocation(line: 9, column: 24, scope: !78)
!90 = !DILocation(line: 9, column: 3, scope: !75)
!91 = !DILocation(line: 9, column: 49, scope: !77)
!92 = !DILocation(line: 0, scope: !77)
!93 = !DILocation(line: 9, column: 70, scope: !77)
!94 = !DILocation(line: 9, column: 62, scope: !77)
!95 = !DILocation(line: 9, column: 60, scope: !77)
!96 = !DILocation(line: 9, column: 89, scope: !77)
!97 = !DILocation(line: 10, column: 3, scope: !67)
!98 = !DILocation(line: 9, column: 34, scope: !78)
!99 = distinct !{!99, !90, !100, !41}
!100 = !DILocation(line: 9, column: 94, scope: !75)
