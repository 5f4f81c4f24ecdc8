; ModuleID = 'roundtrip/csrc/sort.c'
source_filename = "roundtrip/csrc/sort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @bubble(ptr nocapture noundef %0, i64 noundef %1) local_unnamed_addr #0 !dbg !10 {
    #dbg_value(ptr %0, !19, !DIExpression(), !26)
    #dbg_value(i64 %1, !20, !DIExpression(), !26)
    #dbg_value(i64 0, !21, !DIExpression(), !27)
  %3 = icmp eq i64 %1, 0, !dbg !28
  br i1 %3, label %10, label %4, !dbg !29

4:                                                ; preds = %2, %11
  %5 = phi i64 [ %12, %11 ], [ 0, %2 ]
    #dbg_value(i64 %5, !21, !DIExpression(), !27)
  %6 = sub i64 %1, %5
    #dbg_value(i64 0, !23, !DIExpression(), !30)
  %7 = icmp ugt i64 %6, 1, !dbg !31
  br i1 %7, label %8, label %11, !dbg !33

8:                                                ; preds = %4
  %9 = load i32, ptr %0, align 4, !dbg !34, !tbaa !36
  br label %14, !dbg !33

10:                                               ; preds = %11, %2
  ret void, !dbg !40

11:                                               ; preds = %23, %4
  %12 = add nuw i64 %5, 1, !dbg !41
    #dbg_value(i64 %12, !21, !DIExpression(), !27)
  %13 = icmp eq i64 %12, %1, !dbg !28
  br i1 %13, label %10, label %4, !dbg !29, !llvm.loop !42

14:                                               ; preds = %8, %23
  %15 = phi i32 [ %24, %23 ], [ %9, %8 ], !dbg !34
  %16 = phi i64 [ %25, %23 ], [ 1, %8 ]
  %17 = phi i64 [ %16, %23 ], [ 0, %8 ]
    #dbg_value(i64 %17, !23, !DIExpression(), !30)
  %18 = getelementptr inbounds i32, ptr %0, i64 %16, !dbg !45
  %19 = load i32, ptr %18, align 4, !dbg !45, !tbaa !36
  %20 = icmp sgt i32 %15, %19, !dbg !46
  br i1 %20, label %21, label %23, !dbg !47

21:                                               ; preds = %14
  %22 = getelementptr inbounds i32, ptr %0, i64 %17, !dbg !34
    #dbg_value(ptr %22, !48, !DIExpression(), !55)
    #dbg_value(ptr %18, !53, !DIExpression(), !55)
    #dbg_value(i32 %15, !54, !DIExpression(), !55)
  store i32 %19, ptr %22, align 4, !dbg !57, !tbaa !36
  store i32 %15, ptr %18, align 4, !dbg !58, !tbaa !36
  br label %23, !dbg !59

23:                                               ; preds = %14, %21
  %24 = phi i32 [ %19, %14 ], [ %15, %21 ]
    #dbg_value(i64 %16, !23, !DIExpression(), !30)
  %25 = add nuw i64 %16, 1, !dbg !60
  %26 = icmp ult i64 %25, %6, !dbg !31
  br i1 %26, label %14, label %11, !dbg !33, !llvm.loop !61
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @quick(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 !dbg !63 {
    #dbg_value(ptr %0, !67, !DIExpression(), !73)
    #dbg_value(i32 %1, !68, !DIExpression(), !73)
    #dbg_value(i32 %2, !69, !DIExpression(), !73)
  %4 = icmp slt i32 %1, %2, !dbg !74
  br i1 %4, label %5, label %68, !dbg !75

5:                                                ; preds = %3
  %6 = sext i32 %2 to i64
  %7 = getelementptr inbounds i32, ptr %0, i64 %6
  %8 = getelementptr i8, ptr %0, i64 4, !dbg !75
  %9 = add nsw i64 %6, -1
  %10 = getelementptr i8, ptr %0, i64 4
  br label %11, !dbg !75

11:                                               ; preds = %5, %60
  %12 = phi i32 [ %1, %5 ], [ %66, %60 ]
    #dbg_value(i32 %12, !68, !DIExpression(), !73)
    #dbg_value(ptr %0, !76, !DIExpression(), !87)
    #dbg_value(i32 %12, !81, !DIExpression(), !87)
    #dbg_value(i32 %2, !82, !DIExpression(), !87)
  %13 = load i32, ptr %7, align 4, !dbg !89, !tbaa !36
    #dbg_value(i32 %13, !83, !DIExpression(), !87)
    #dbg_value(i32 %12, !84, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !87)
    #dbg_value(i32 %12, !85, !DIExpression(), !90)
  %14 = add nsw i32 %12, -1, !dbg !91
    #dbg_value(i32 %14, !84, !DIExpression(), !87)
  %15 = sext i32 %12 to i64, !dbg !92
  %16 = sub nsw i64 %6, %15, !dbg !92
  %17 = and i64 %16, 1, !dbg !92
  %18 = icmp eq i64 %17, 0, !dbg !92
  br i1 %18, label %30, label %19, !dbg !92

19:                                               ; preds = %11
    #dbg_value(i64 %15, !85, !DIExpression(), !90)
    #dbg_value(i32 %14, !84, !DIExpression(), !87)
  %20 = getelementptr inbounds i32, ptr %0, i64 %15, !dbg !93
  %21 = load i32, ptr %20, align 4, !dbg !93, !tbaa !36
  %22 = icmp sgt i32 %21, %13, !dbg !96
  br i1 %22, label %27, label %23, !dbg !97

23:                                               ; preds = %19
    #dbg_value(i32 %12, !84, !DIExpression(), !87)
  %24 = sext i32 %12 to i64, !dbg !98
  %25 = getelementptr inbounds i32, ptr %0, i64 %24, !dbg !98
    #dbg_value(ptr %25, !48, !DIExpression(), !99)
    #dbg_value(ptr %20, !53, !DIExpression(), !99)
  %26 = load i32, ptr %25, align 4, !dbg !101, !tbaa !36
    #dbg_value(i32 %26, !54, !DIExpression(), !99)
  store i32 %21, ptr %25, align 4, !dbg !102, !tbaa !36
  store i32 %26, ptr %20, align 4, !dbg !103, !tbaa !36
  br label %27, !dbg !104

27:                                               ; preds = %23, %19
  %28 = phi i32 [ %12, %23 ], [ %14, %19 ], !dbg !87
    #dbg_value(i32 %28, !84, !DIExpression(), !87)
  %29 = add nsw i64 %15, 1, !dbg !105
    #dbg_value(i64 %29, !85, !DIExpression(), !90)
  br label %30, !dbg !92

30:                                               ; preds = %27, %11
  %31 = phi i32 [ poison, %11 ], [ %28, %27 ]
  %32 = phi i64 [ %15, %11 ], [ %29, %27 ]
  %33 = phi i32 [ %14, %11 ], [ %28, %27 ]
  %34 = icmp eq i64 %9, %15, !dbg !92
  br i1 %34, label %60, label %35, !dbg !92

35:                                               ; preds = %30, %56
  %36 = phi i64 [ %58, %56 ], [ %32, %30 ]
  %37 = phi i32 [ %57, %56 ], [ %33, %30 ]
    #dbg_value(i64 %36, !85, !DIExpression(), !90)
    #dbg_value(i32 %37, !84, !DIExpression(), !87)
  %38 = getelementptr inbounds i32, ptr %0, i64 %36, !dbg !93
  %39 = load i32, ptr %38, align 4, !dbg !93, !tbaa !36
  %40 = icmp sgt i32 %39, %13, !dbg !96
  br i1 %40, label %46, label %41, !dbg !97

41:                                               ; preds = %35
  %42 = add nsw i32 %37, 1, !dbg !106
    #dbg_value(i32 %42, !84, !DIExpression(), !87)
  %43 = sext i32 %42 to i64, !dbg !98
  %44 = getelementptr inbounds i32, ptr %0, i64 %43, !dbg !98
    #dbg_value(ptr %44, !48, !DIExpression(), !99)
    #dbg_value(ptr %38, !53, !DIExpression(), !99)
  %45 = load i32, ptr %44, align 4, !dbg !101, !tbaa !36
    #dbg_value(i32 %45, !54, !DIExpression(), !99)
  store i32 %39, ptr %44, align 4, !dbg !102, !tbaa !36
  store i32 %45, ptr %38, align 4, !dbg !103, !tbaa !36
  br label %46, !dbg !104

46:                                               ; preds = %41, %35
  %47 = phi i32 [ %42, %41 ], [ %37, %35 ], !dbg !87
    #dbg_value(i32 %47, !84, !DIExpression(), !87)
    #dbg_value(i64 %36, !85, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !90)
  %48 = getelementptr i32, ptr %10, i64 %36, !dbg !93
  %49 = load i32, ptr %48, align 4, !dbg !93, !tbaa !36
  %50 = icmp sgt i32 %49, %13, !dbg !96
  br i1 %50, label %56, label %51, !dbg !97

51:                                               ; preds = %46
  %52 = add nsw i32 %47, 1, !dbg !106
    #dbg_value(i32 %52, !84, !DIExpression(), !87)
  %53 = sext i32 %52 to i64, !dbg !98
  %54 = getelementptr inbounds i32, ptr %0, i64 %53, !dbg !98
    #dbg_value(ptr %54, !48, !DIExpression(), !99)
    #dbg_value(ptr %48, !53, !DIExpression(), !99)
  %55 = load i32, ptr %54, align 4, !dbg !101, !tbaa !36
    #dbg_value(i32 %55, !54, !DIExpression(), !99)
  store i32 %49, ptr %54, align 4, !dbg !102, !tbaa !36
  store i32 %55, ptr %48, align 4, !dbg !103, !tbaa !36
  br label %56, !dbg !104

56:                                               ; preds = %51, %46
  %57 = phi i32 [ %52, %51 ], [ %47, %46 ], !dbg !87
    #dbg_value(i32 %57, !84, !DIExpression(), !87)
  %58 = add nsw i64 %36, 2, !dbg !105
    #dbg_value(i64 %58, !85, !DIExpression(), !90)
  %59 = icmp eq i64 %58, %6, !dbg !107
  br i1 %59, label %60, label %35, !dbg !92, !llvm.loop !108

60:                                               ; preds = %56, %30
  %61 = phi i32 [ %31, %30 ], [ %57, %56 ], !dbg !87
  %62 = load i32, ptr %7, align 4, !dbg !110, !tbaa !36
  %63 = sext i32 %61 to i64, !dbg !112
  %64 = getelementptr i32, ptr %8, i64 %63, !dbg !112
    #dbg_value(ptr %64, !48, !DIExpression(), !113)
    #dbg_value(ptr %7, !53, !DIExpression(), !113)
  %65 = load i32, ptr %64, align 4, !dbg !114, !tbaa !36
    #dbg_value(i32 %65, !54, !DIExpression(), !113)
  store i32 %62, ptr %64, align 4, !dbg !115, !tbaa !36
  store i32 %65, ptr %7, align 4, !dbg !116, !tbaa !36
    #dbg_value(i32 %61, !70, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !117)
  tail call void @quick(ptr noundef nonnull %0, i32 noundef %12, i32 noundef %61), !dbg !118
  %66 = add nsw i32 %61, 2, !dbg !119
    #dbg_value(ptr %0, !67, !DIExpression(), !73)
    #dbg_value(i32 %66, !68, !DIExpression(), !73)
    #dbg_value(i32 %2, !69, !DIExpression(), !73)
  %67 = icmp slt i32 %66, %2, !dbg !74
  br i1 %67, label %11, label %68, !dbg !75

68:                                               ; preds = %60, %3
  ret void, !dbg !120
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "roundtrip/csrc/sort.c", directory: ".", checksumkind: CSK_MD5, checksum: "4cc89b56a189126547651bc6c55984b0")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "bubble", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !15}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !16, line: 18, baseType: !17)
!16 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!17 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!18 = !{!19, !20, !21, !23}
!19 = !DILocalVariable(name: "v", arg: 1, scope: !10, file: !1, line: 3, type: !13)
!20 = !DILocalVariable(name: "n", arg: 2, scope: !10, file: !1, line: 3, type: !15)
!21 = !DILocalVariable(name: "i", scope: !22, file: !1, line: 4, type: !15)
!22 = distinct !DILexicalBlock(scope: !10, file: !1, line: 4, column: 3)
!23 = !DILocalVariable(name: "j", scope: !24, file: !1, line: 5, type: !15)
!24 = distinct !DILexicalBlock(scope: !25, file: !1, line: 5, column: 5)
!25 = distinct !DILexicalBlock(scope: !22, file: !1, line: 4, column: 3)
!26 = !DILocation(line: 0, scope: !10)
!27 = !DILocation(line: 0, scope: !22)
!28 = !DILocation(line: 4, column: 24, scope: !25)
!29 = !DILocation(line: 4, column: 3, scope: !22)
!30 = !DILocation(line: 0, scope: !24)
!31 = !DILocation(line: 5, column: 30, scope: !32)
!32 = distinct !DILexicalBlock(scope: !24, file: !1, line: 5, column: 5)
!33 = !DILocation(line: 5, column: 5, scope: !24)
!34 = !DILocation(line: 6, column: 11, scope: !35)
!35 = distinct !DILexicalBlock(scope: !32, file: !1, line: 6, column: 11)
!36 = !{!37, !37, i64 0}
!37 = !{!"int", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C/C++ TBAA"}
!40 = !DILocation(line: 7, column: 1, scope: !10)
!41 = !DILocation(line: 4, column: 30, scope: !25)
!42 = distinct !{!42, !29, !43, !44}
!43 = !DILocation(line: 6, column: 49, scope: !22)
!44 = !{!"llvm.loop.mustprogress"}
!45 = !DILocation(line: 6, column: 18, scope: !35)
!46 = !DILocation(line: 6, column: 16, scope: !35)
!47 = !DILocation(line: 6, column: 11, scope: !32)
!48 = !DILocalVariable(name: "a", arg: 1, scope: !49, file: !1, line: 2, type: !13)
!49 = distinct !DISubprogram(name: "swap", scope: !1, file: !1, line: 2, type: !50, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !52)
!50 = !DISubroutineType(types: !51)
!51 = !{null, !13, !13}
!52 = !{!48, !53, !54}
!53 = !DILocalVariable(name: "b", arg: 2, scope: !49, file: !1, line: 2, type: !13)
!54 = !DILocalVariable(name: "t", scope: !49, file: !1, line: 2, type: !14)
!55 = !DILocation(line: 0, scope: !49, inlinedAt: !56)
!56 = distinct !DILocation(line: 6, column: 28, scope: !35)
!57 = !DILocation(line: 2, column: 51, scope: !49, inlinedAt: !56)
!58 = !DILocation(line: 2, column: 60, scope: !49, inlinedAt: !56)
!59 = !DILocation(line: 6, column: 28, scope: !35)
!60 = !DILocation(line: 5, column: 26, scope: !32)
!61 = distinct !{!61, !33, !62, !44}
!62 = !DILocation(line: 6, column: 49, scope: !24)
!63 = distinct !DISubprogram(name: "quick", scope: !1, file: !1, line: 14, type: !64, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !66)
!64 = !DISubroutineType(types: !65)
!65 = !{null, !13, !14, !14}
!66 = !{!67, !68, !69, !70}
!67 = !DILocalVariable(name: "v", arg: 1, scope: !63, file: !1, line: 14, type: !13)
!68 = !DILocalVariable(name: "lo", arg: 2, scope: !63, file: !1, line: 14, type: !14)
!69 = !DILocalVariable(name: "hi", arg: 3, scope: !63, file: !1, line: 14, type: !14)
!70 = !DILocalVariable(name: "p", scope: !71, file: !1, line: 15, type: !14)
!71 = distinct !DILexicalBlock(scope: !72, file: !1, line: 15, column: 16)
!72 = distinct !DILexicalBlock(scope: !63, file: !1, line: 15, column: 7)
!73 = !DILocation(line: 0, scope: !63)
!74 = !DILocation(line: 15, column: 10, scope: !72)
!75 = !DILocation(line: 15, column: 7, scope: !63)
!76 = !DILocalVariable(name: "v", arg: 1, scope: !77, file: !1, line: 8, type: !13)
!77 = distinct !DISubprogram(name: "part", scope: !1, file: !1, line: 8, type: !78, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !80)
!78 = !DISubroutineType(types: !79)
!79 = !{!14, !13, !14, !14}
!80 = !{!76, !81, !82, !83, !84, !85}
!81 = !DILocalVariable(name: "lo", arg: 2, scope: !77, file: !1, line: 8, type: !14)
!82 = !DILocalVariable(name: "hi", arg: 3, scope: !77, file: !1, line: 8, type: !14)
!83 = !DILocalVariable(name: "p", scope: !77, file: !1, line: 9, type: !14)
!84 = !DILocalVariable(name: "i", scope: !77, file: !1, line: 9, type: !14)
!85 = !DILocalVariable(name: "j", scope: !86, file: !1, line: 10, type: !14)
!86 = distinct !DILexicalBlock(scope: !77, file: !1, line: 10, column: 3)
!87 = !DILocation(line: 0, scope: !77, inlinedAt: !88)
!88 = distinct !DILocation(line: 15, column: 26, scope: !71)
!89 = !DILocation(line: 9, column: 11, scope: !77, inlinedAt: !88)
!90 = !DILocation(line: 0, scope: !86, inlinedAt: !88)
!91 = !DILocation(line: 9, column: 25, scope: !77, inlinedAt: !88)
!92 = !DILocation(line: 10, column: 3, scope: !86, inlinedAt: !88)
!93 = !DILocation(line: 10, column: 37, scope: !94, inlinedAt: !88)
!94 = distinct !DILexicalBlock(scope: !95, file: !1, line: 10, column: 37)
!95 = distinct !DILexicalBlock(scope: !86, file: !1, line: 10, column: 3)
!96 = !DILocation(line: 10, column: 42, scope: !94, inlinedAt: !88)
!97 = !DILocation(line: 10, column: 37, scope: !95, inlinedAt: !88)
!98 = !DILocation(line: 10, column: 54, scope: !94, inlinedAt: !88)
!99 = !DILocation(line: 0, scope: !49, inlinedAt: !100)
!100 = distinct !DILocation(line: 10, column: 48, scope: !94, inlinedAt: !88)
!101 = !DILocation(line: 2, column: 44, scope: !49, inlinedAt: !100)
!102 = !DILocation(line: 2, column: 51, scope: !49, inlinedAt: !100)
!103 = !DILocation(line: 2, column: 60, scope: !49, inlinedAt: !100)
!104 = !DILocation(line: 10, column: 48, scope: !94, inlinedAt: !88)
!105 = !DILocation(line: 10, column: 29, scope: !95, inlinedAt: !88)
!106 = !DILocation(line: 10, column: 56, scope: !94, inlinedAt: !88)
!107 = !DILocation(line: 10, column: 22, scope: !95, inlinedAt: !88)
!108 = distinct !{!108, !92, !109, !44}
!109 = !DILocation(line: 10, column: 67, scope: !86, inlinedAt: !88)
!110 = !DILocation(line: 2, column: 53, scope: !49, inlinedAt: !111)
!111 = distinct !DILocation(line: 11, column: 3, scope: !77, inlinedAt: !88)
!112 = !DILocation(line: 11, column: 9, scope: !77, inlinedAt: !88)
!113 = !DILocation(line: 0, scope: !49, inlinedAt: !111)
!114 = !DILocation(line: 2, column: 44, scope: !49, inlinedAt: !111)
!115 = !DILocation(line: 2, column: 51, scope: !49, inlinedAt: !111)
!116 = !DILocation(line: 2, column: 60, scope: !49, inlinedAt: !111)
!117 = !DILocation(line: 0, scope: !71)
!118 = !DILocation(line: 15, column: 43, scope: !71)
!119 = !DILocation(line: 15, column: 75, scope: !71)
!120 = !DILocation(line: 16, column: 1, scope: !63)
