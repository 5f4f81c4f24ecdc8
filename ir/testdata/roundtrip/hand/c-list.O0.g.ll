; ModuleID = 'roundtrip/csrc/list.c'
source_filename = "roundtrip/csrc/list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, ptr }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @push(ptr noundef %0, i32 noundef %1) #0 !dbg !10 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !20, !DIExpression(), !21)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !22, !DIExpression(), !23)
    #dbg_declare(ptr %6, !24, !DIExpression(), !25)
  %7 = call noalias ptr @malloc(i64 noundef 16) #3, !dbg !26
  store ptr %7, ptr %6, align 8, !dbg !25
  %8 = load ptr, ptr %6, align 8, !dbg !27
  %9 = icmp ne ptr %8, null, !dbg !27
  br i1 %9, label %12, label %10, !dbg !29

10:                                               ; preds = %2
  %11 = load ptr, ptr %4, align 8, !dbg !30
  store ptr %11, ptr %3, align 8, !dbg !31
  br label %20, !dbg !31

12:                                               ; preds = %2
  %13 = load i32, ptr %5, align 4, !dbg !32
  %14 = load ptr, ptr %6, align 8, !dbg !33
  %15 = getelementptr inbounds %struct.node, ptr %14, i32 0, i32 0, !dbg !34
  store i32 %13, ptr %15, align 8, !dbg !35
  %16 = load ptr, ptr %4, align 8, !dbg !36
  %17 = load ptr, ptr %6, align 8, !dbg !37
  %18 = getelementptr inbounds %struct.node, ptr %17, i32 0, i32 1, !dbg !38
  store ptr %16, ptr %18, align 8, !dbg !39
  %19 = load ptr, ptr %6, align 8, !dbg !40
  store ptr %19, ptr %3, align 8, !dbg !41
  br label %20, !dbg !41

20:                                               ; preds = %12, %10
  %21 = load ptr, ptr %3, align 8, !dbg !42
  ret ptr %21, !dbg !42
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum(ptr noundef %0) #0 !dbg !43 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !48, !DIExpression(), !49)
    #dbg_declare(ptr %3, !50, !DIExpression(), !51)
  store i32 0, ptr %3, align 4, !dbg !51
  br label %4, !dbg !52

4:                                                ; preds = %13, %1
  %5 = load ptr, ptr %2, align 8, !dbg !53
  %6 = icmp ne ptr %5, null, !dbg !56
  br i1 %6, label %7, label %17, !dbg !56

7:                                                ; preds = %4
  %8 = load ptr, ptr %2, align 8, !dbg !57
  %9 = getelementptr inbounds %struct.node, ptr %8, i32 0, i32 0, !dbg !58
  %10 = load i32, ptr %9, align 8, !dbg !58
  %11 = load i32, ptr %3, align 4, !dbg !59
  %12 = add nsw i32 %11, %10, !dbg !59
  store i32 %12, ptr %3, align 4, !dbg !59
  br label %13, !dbg !60

13:                                               ; preds = %7
  %14 = load ptr, ptr %2, align 8, !dbg !61
  %15 = getelementptr inbounds %struct.node, ptr %14, i32 0, i32 1, !dbg !62
  %16 = load ptr, ptr %15, align 8, !dbg !62
  store ptr %16, ptr %2, align 8, !dbg !63
  br label %4, !dbg !64, !llvm.loop !65

17:                                               ; preds = %4
  %18 = load i32, ptr %3, align 4, !dbg !68
  ret i32 %18, !dbg !69
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @reverse(ptr noundef %0) #0 !dbg !70 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !73, !DIExpression(), !74)
    #dbg_declare(ptr %3, !75, !DIExpression(), !76)
  store ptr null, ptr %3, align 8, !dbg !76
  br label %5, !dbg !77

5:                                                ; preds = %8, %1
  %6 = load ptr, ptr %2, align 8, !dbg !78
  %7 = icmp ne ptr %6, null, !dbg !77
  br i1 %7, label %8, label %17, !dbg !77

8:                                                ; preds = %5
    #dbg_declare(ptr %4, !79, !DIExpression(), !81)
  %9 = load ptr, ptr %2, align 8, !dbg !82
  %10 = getelementptr inbounds %struct.node, ptr %9, i32 0, i32 1, !dbg !83
  %11 = load ptr, ptr %10, align 8, !dbg !83
  store ptr %11, ptr %4, align 8, !dbg !81
  %12 = load ptr, ptr %3, align 8, !dbg !84
  %13 = load ptr, ptr %2, align 8, !dbg !85
  %14 = getelementptr inbounds %struct.node, ptr %13, i32 0, i32 1, !dbg !86
  store ptr %12, ptr %14, align 8, !dbg !87
  %15 = load ptr, ptr %2, align 8, !dbg !88
  store ptr %15, ptr %3, align 8, !dbg !89
  %16 = load ptr, ptr %4, align 8, !dbg !90
  store ptr %16, ptr %2, align 8, !dbg !91
  br label %5, !dbg !77, !llvm.loop !92

17:                                               ; preds = %5
  %18 = load ptr, ptr %3, align 8, !dbg !94
  ret ptr %18, !dbg !95
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @release(ptr noundef %0) #0 !dbg !96 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !99, !DIExpression(), !100)
  br label %4, !dbg !101

4:                                                ; preds = %7, %1
  %5 = load ptr, ptr %2, align 8, !dbg !102
  %6 = icmp ne ptr %5, null, !dbg !101
  br i1 %6, label %7, label %13, !dbg !101

7:                                                ; preds = %4
    #dbg_declare(ptr %3, !103, !DIExpression(), !105)
  %8 = load ptr, ptr %2, align 8, !dbg !106
  %9 = getelementptr inbounds %struct.node, ptr %8, i32 0, i32 1, !dbg !107
  %10 = load ptr, ptr %9, align 8, !dbg !107
  store ptr %10, ptr %3, align 8, !dbg !105
  %11 = load ptr, ptr %2, align 8, !dbg !108
  call void @free(ptr noundef %11) #4, !dbg !109
  %12 = load ptr, ptr %3, align 8, !dbg !110
  store ptr %12, ptr %2, align 8, !dbg !111
  br label %4, !dbg !101, !llvm.loop !112

13:                                               ; preds = %4
  ret void, !dbg !114
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "roundtrip/csrc/list.c", directory: ".", checksumkind: CSK_MD5, checksum: "6d74c652bb305abf3b85c0f7f5781c01")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "push", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !17}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !1, line: 2, size: 128, elements: !15)
!15 = !{!16, !18}
!16 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !14, file: !1, line: 2, baseType: !17, size: 32)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !14, file: !1, line: 2, baseType: !13, size: 64, offset: 64)
!19 = !{}
!20 = !DILocalVariable(name: "h", arg: 1, scope: !10, file: !1, line: 3, type: !13)
!21 = !DILocation(line: 3, column: 32, scope: !10)
!22 = !DILocalVariable(name: "v", arg: 2, scope: !10, file: !1, line: 3, type: !17)
!23 = !DILocation(line: 3, column: 39, scope: !10)
!24 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 4, type: !13)
!25 = !DILocation(line: 4, column: 16, scope: !10)
!26 = !DILocation(line: 4, column: 20, scope: !10)
!27 = !DILocation(line: 5, column: 8, scope: !28)
!28 = distinct !DILexicalBlock(scope: !10, file: !1, line: 5, column: 7)
!29 = !DILocation(line: 5, column: 7, scope: !10)
!30 = !DILocation(line: 5, column: 18, scope: !28)
!31 = !DILocation(line: 5, column: 11, scope: !28)
!32 = !DILocation(line: 6, column: 12, scope: !10)
!33 = !DILocation(line: 6, column: 3, scope: !10)
!34 = !DILocation(line: 6, column: 6, scope: !10)
!35 = !DILocation(line: 6, column: 10, scope: !10)
!36 = !DILocation(line: 6, column: 25, scope: !10)
!37 = !DILocation(line: 6, column: 15, scope: !10)
!38 = !DILocation(line: 6, column: 18, scope: !10)
!39 = !DILocation(line: 6, column: 23, scope: !10)
!40 = !DILocation(line: 6, column: 35, scope: !10)
!41 = !DILocation(line: 6, column: 28, scope: !10)
!42 = !DILocation(line: 7, column: 1, scope: !10)
!43 = distinct !DISubprogram(name: "sum", scope: !1, file: !1, line: 8, type: !44, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!44 = !DISubroutineType(types: !45)
!45 = !{!17, !46}
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!48 = !DILocalVariable(name: "h", arg: 1, scope: !43, file: !1, line: 8, type: !46)
!49 = !DILocation(line: 8, column: 28, scope: !43)
!50 = !DILocalVariable(name: "s", scope: !43, file: !1, line: 8, type: !17)
!51 = !DILocation(line: 8, column: 37, scope: !43)
!52 = !DILocation(line: 8, column: 44, scope: !43)
!53 = !DILocation(line: 8, column: 51, scope: !54)
!54 = distinct !DILexicalBlock(scope: !55, file: !1, line: 8, column: 44)
!55 = distinct !DILexicalBlock(scope: !43, file: !1, line: 8, column: 44)
!56 = !DILocation(line: 8, column: 44, scope: !55)
!57 = !DILocation(line: 8, column: 72, scope: !54)
!58 = !DILocation(line: 8, column: 75, scope: !54)
!59 = !DILocation(line: 8, column: 69, scope: !54)
!60 = !DILocation(line: 8, column: 67, scope: !54)
!61 = !DILocation(line: 8, column: 58, scope: !54)
!62 = !DILocation(line: 8, column: 61, scope: !54)
!63 = !DILocation(line: 8, column: 56, scope: !54)
!64 = !DILocation(line: 8, column: 44, scope: !54)
!65 = distinct !{!65, !56, !66, !67}
!66 = !DILocation(line: 8, column: 75, scope: !55)
!67 = !{!"llvm.loop.mustprogress"}
!68 = !DILocation(line: 8, column: 87, scope: !43)
!69 = !DILocation(line: 8, column: 80, scope: !43)
!70 = distinct !DISubprogram(name: "reverse", scope: !1, file: !1, line: 9, type: !71, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!71 = !DISubroutineType(types: !72)
!72 = !{!13, !13}
!73 = !DILocalVariable(name: "h", arg: 1, scope: !70, file: !1, line: 9, type: !13)
!74 = !DILocation(line: 9, column: 35, scope: !70)
!75 = !DILocalVariable(name: "p", scope: !70, file: !1, line: 10, type: !13)
!76 = !DILocation(line: 10, column: 16, scope: !70)
!77 = !DILocation(line: 11, column: 3, scope: !70)
!78 = !DILocation(line: 11, column: 10, scope: !70)
!79 = !DILocalVariable(name: "n", scope: !80, file: !1, line: 11, type: !13)
!80 = distinct !DILexicalBlock(scope: !70, file: !1, line: 11, column: 13)
!81 = !DILocation(line: 11, column: 28, scope: !80)
!82 = !DILocation(line: 11, column: 32, scope: !80)
!83 = !DILocation(line: 11, column: 35, scope: !80)
!84 = !DILocation(line: 11, column: 51, scope: !80)
!85 = !DILocation(line: 11, column: 41, scope: !80)
!86 = !DILocation(line: 11, column: 44, scope: !80)
!87 = !DILocation(line: 11, column: 49, scope: !80)
!88 = !DILocation(line: 11, column: 58, scope: !80)
!89 = !DILocation(line: 11, column: 56, scope: !80)
!90 = !DILocation(line: 11, column: 65, scope: !80)
!91 = !DILocation(line: 11, column: 63, scope: !80)
!92 = distinct !{!92, !77, !93, !67}
!93 = !DILocation(line: 11, column: 68, scope: !70)
!94 = !DILocation(line: 12, column: 10, scope: !70)
!95 = !DILocation(line: 12, column: 3, scope: !70)
!96 = distinct !DISubprogram(name: "release", scope: !1, file: !1, line: 14, type: !97, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!97 = !DISubroutineType(types: !98)
!98 = !{null, !13}
!99 = !DILocalVariable(name: "h", arg: 1, scope: !96, file: !1, line: 14, type: !13)
!100 = !DILocation(line: 14, column: 27, scope: !96)
!101 = !DILocation(line: 14, column: 32, scope: !96)
!102 = !DILocation(line: 14, column: 39, scope: !96)
!103 = !DILocalVariable(name: "n", scope: !104, file: !1, line: 14, type: !13)
!104 = distinct !DILexicalBlock(scope: !96, file: !1, line: 14, column: 42)
!105 = !DILocation(line: 14, column: 57, scope: !104)
!106 = !DILocation(line: 14, column: 61, scope: !104)
!107 = !DILocation(line: 14, column: 64, scope: !104)
!108 = !DILocation(line: 14, column: 75, scope: !104)
!109 = !DILocation(line: 14, column: 70, scope: !104)
!110 = !DILocation(line: 14, column: 83, scope: !104)
!111 = !DILocation(line: 14, column: 81, scope: !104)
!112 = distinct !{!112, !101, !113, !67}
!113 = !DILocation(line: 14, column: 86, scope: !96)
!114 = !DILocation(line: 14, column: 88, scope: !96)
