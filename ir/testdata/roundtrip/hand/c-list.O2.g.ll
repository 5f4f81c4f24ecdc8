; ModuleID = 'roundtrip/csrc/list.c'
source_filename = "roundtrip/csrc/list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable
define dso_local noundef ptr @push(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !10 {
    #dbg_value(ptr %0, !20, !DIExpression(), !23)
    #dbg_value(i32 %1, !21, !DIExpression(), !23)
  %3 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #6, !dbg !24
    #dbg_value(ptr %3, !22, !DIExpression(), !23)
  %4 = icmp eq ptr %3, null, !dbg !25
  br i1 %4, label %7, label %5, !dbg !27

5:                                                ; preds = %2
  store i32 %1, ptr %3, align 8, !dbg !28, !tbaa !29
  %6 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !35
  store ptr %0, ptr %6, align 8, !dbg !36, !tbaa !37
  br label %7, !dbg !38

7:                                                ; preds = %2, %5
  %8 = phi ptr [ %3, %5 ], [ %0, %2 ], !dbg !23
  ret ptr %8, !dbg !39
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !40 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @sum(ptr noundef readonly %0) local_unnamed_addr #2 !dbg !48 {
    #dbg_value(ptr %0, !54, !DIExpression(), !56)
    #dbg_value(i32 0, !55, !DIExpression(), !56)
  %2 = icmp eq ptr %0, null, !dbg !57
  br i1 %2, label %11, label %3, !dbg !57

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %7, %3 ], [ 0, %1 ]
  %5 = phi ptr [ %9, %3 ], [ %0, %1 ]
    #dbg_value(i32 %4, !55, !DIExpression(), !56)
    #dbg_value(ptr %5, !54, !DIExpression(), !56)
  %6 = load i32, ptr %5, align 8, !dbg !59, !tbaa !29
  %7 = add nsw i32 %6, %4, !dbg !61
    #dbg_value(i32 %7, !55, !DIExpression(), !56)
  %8 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !62
  %9 = load ptr, ptr %8, align 8, !dbg !62, !tbaa !37
    #dbg_value(ptr %9, !54, !DIExpression(), !56)
  %10 = icmp eq ptr %9, null, !dbg !57
  br i1 %10, label %11, label %3, !dbg !57, !llvm.loop !63

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %7, %3 ], !dbg !66
  ret i32 %12, !dbg !67
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local ptr @reverse(ptr noundef %0) local_unnamed_addr #3 !dbg !68 {
    #dbg_value(ptr %0, !72, !DIExpression(), !76)
    #dbg_value(ptr null, !73, !DIExpression(), !76)
  %2 = icmp eq ptr %0, null, !dbg !77
  br i1 %2, label %9, label %3, !dbg !77

3:                                                ; preds = %1, %3
  %4 = phi ptr [ %7, %3 ], [ %0, %1 ]
  %5 = phi ptr [ %4, %3 ], [ null, %1 ]
    #dbg_value(ptr %4, !72, !DIExpression(), !76)
    #dbg_value(ptr %5, !73, !DIExpression(), !76)
  %6 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !78
  %7 = load ptr, ptr %6, align 8, !dbg !78, !tbaa !37
    #dbg_value(ptr %7, !74, !DIExpression(), !79)
  store ptr %5, ptr %6, align 8, !dbg !80, !tbaa !37
    #dbg_value(ptr %7, !72, !DIExpression(), !76)
    #dbg_value(ptr %4, !73, !DIExpression(), !76)
  %8 = icmp eq ptr %7, null, !dbg !77
  br i1 %8, label %9, label %3, !dbg !77, !llvm.loop !81

9:                                                ; preds = %3, %1
  %10 = phi ptr [ null, %1 ], [ %4, %3 ], !dbg !76
  ret ptr %10, !dbg !83
}

; Function Attrs: nounwind uwtable
define dso_local void @release(ptr noundef %0) local_unnamed_addr #4 !dbg !84 {
    #dbg_value(ptr %0, !88, !DIExpression(), !91)
  %2 = icmp eq ptr %0, null, !dbg !92
  br i1 %2, label %8, label %3, !dbg !92

3:                                                ; preds = %1, %3
  %4 = phi ptr [ %6, %3 ], [ %0, %1 ]
    #dbg_value(ptr %4, !88, !DIExpression(), !91)
  %5 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !93
  %6 = load ptr, ptr %5, align 8, !dbg !93, !tbaa !37
    #dbg_value(ptr %6, !89, !DIExpression(), !94)
  tail call void @free(ptr noundef nonnull %4) #7, !dbg !95
    #dbg_value(ptr %6, !88, !DIExpression(), !91)
  %7 = icmp eq ptr %6, null, !dbg !92
  br i1 %7, label %8, label %3, !dbg !92, !llvm.loop !96

8:                                                ; preds = %3, %1
  ret void, !dbg !98
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !99 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

attributes #0 = { mustprogress nofree nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "roundtrip/csrc/list.c", directory: ".", checksumkind: CSK_MD5, checksum: "6d74c652bb305abf3b85c0f7f5781c01")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "push", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !19)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !17}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !1, line: 2, size: 128, elements: !15)
!15 = !{!16, !18}
!16 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !14, file: !1, line: 2, baseType: !17, size: 32)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !14, file: !1, line: 2, baseType: !13, size: 64, offset: 64)
!19 = !{!20, !21, !22}
!20 = !DILocalVariable(name: "h", arg: 1, scope: !10, file: !1, line: 3, type: !13)
!21 = !DILocalVariable(name: "v", arg: 2, scope: !10, file: !1, line: 3, type: !17)
!22 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 4, type: !13)
!23 = !DILocation(line: 0, scope: !10)
!24 = !DILocation(line: 4, column: 20, scope: !10)
!25 = !DILocation(line: 5, column: 8, scope: !26)
!26 = distinct !DILexicalBlock(scope: !10, file: !1, line: 5, column: 7)
!27 = !DILocation(line: 5, column: 7, scope: !10)
!28 = !DILocation(line: 6, column: 10, scope: !10)
!29 = !{!30, !31, i64 0}
!30 = !{!"node", !31, i64 0, !34, i64 8}
!31 = !{!"int", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C/C++ TBAA"}
!34 = !{!"any pointer", !32, i64 0}
!35 = !DILocation(line: 6, column: 18, scope: !10)
!36 = !DILocation(line: 6, column: 23, scope: !10)
!37 = !{!30, !34, i64 8}
!38 = !DILocation(line: 6, column: 28, scope: !10)
!39 = !DILocation(line: 7, column: 1, scope: !10)
!40 = !DISubprogram(name: "malloc", scope: !41, file: !41, line: 553, type: !42, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!41 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!42 = !DISubroutineType(types: !43)
!43 = !{!44, !45}
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !46, line: 18, baseType: !47)
!46 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!47 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!48 = distinct !DISubprogram(name: "sum", scope: !1, file: !1, line: 8, type: !49, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !53)
!49 = !DISubroutineType(types: !50)
!50 = !{!17, !51}
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!53 = !{!54, !55}
!54 = !DILocalVariable(name: "h", arg: 1, scope: !48, file: !1, line: 8, type: !51)
!55 = !DILocalVariable(name: "s", scope: !48, file: !1, line: 8, type: !17)
!56 = !DILocation(line: 0, scope: !48)
!57 = !DILocation(line: 8, column: 44, scope: !58)
!58 = distinct !DILexicalBlock(scope: !48, file: !1, line: 8, column: 44)
!59 = !DILocation(line: 8, column: 75, scope: !60)
!60 = distinct !DILexicalBlock(scope: !58, file: !1, line: 8, column: 44)
!61 = !DILocation(line: 8, column: 69, scope: !60)
!62 = !DILocation(line: 8, column: 61, scope: !60)
!63 = distinct !{!63, !57, !64, !65}
!64 = !DILocation(line: 8, column: 75, scope: !58)
!65 = !{!"llvm.loop.mustprogress"}
!66 = !DILocation(line: 8, scope: !48)
!67 = !DILocation(line: 8, column: 80, scope: !48)
!68 = distinct !DISubprogram(name: "reverse", scope: !1, file: !1, line: 9, type: !69, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !71)
!69 = !DISubroutineType(types: !70)
!70 = !{!13, !13}
!71 = !{!72, !73, !74}
!72 = !DILocalVariable(name: "h", arg: 1, scope: !68, file: !1, line: 9, type: !13)
!73 = !DILocalVariable(name: "p", scope: !68, file: !1, line: 10, type: !13)
!74 = !DILocalVariable(name: "n", scope: !75, file: !1, line: 11, type: !13)
!75 = distinct !DILexicalBlock(scope: !68, file: !1, line: 11, column: 13)
!76 = !DILocation(line: 0, scope: !68)
!77 = !DILocation(line: 11, column: 3, scope: !68)
!78 = !DILocation(line: 11, column: 35, scope: !75)
!79 = !DILocation(line: 0, scope: !75)
!80 = !DILocation(line: 11, column: 49, scope: !75)
!81 = distinct !{!81, !77, !82, !65}
!82 = !DILocation(line: 11, column: 68, scope: !68)
!83 = !DILocation(line: 12, column: 3, scope: !68)
!84 = distinct !DISubprogram(name: "release", scope: !1, file: !1, line: 14, type: !85, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !87)
!85 = !DISubroutineType(types: !86)
!86 = !{null, !13}
!87 = !{!88, !89}
!88 = !DILocalVariable(name: "h", arg: 1, scope: !84, file: !1, line: 14, type: !13)
!89 = !DILocalVariable(name: "n", scope: !90, file: !1, line: 14, type: !13)
!90 = distinct !DILexicalBlock(scope: !84, file: !1, line: 14, column: 42)
!91 = !DILocation(line: 0, scope: !84)
!92 = !DILocation(line: 14, column: 32, scope: !84)
!93 = !DILocation(line: 14, column: 64, scope: !90)
!94 = !DILocation(line: 0, scope: !90)
!95 = !DILocation(line: 14, column: 70, scope: !90)
!96 = distinct !{!96, !92, !97, !65}
!97 = !DILocation(line: 14, column: 86, scope: !84)
!98 = !DILocation(line: 14, column: 88, scope: !84)
!99 = !DISubprogram(name: "free", scope: !41, file: !41, line: 568, type: !100, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!100 = !DISubroutineType(types: !101)
!101 = !{null, !44}
