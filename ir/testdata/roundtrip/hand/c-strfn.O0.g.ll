; ModuleID = 'roundtrip/csrc/strfn.c'
source_filename = "roundtrip/csrc/strfn.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [23 x i8] c"hello,\09world\0A\22quoted\22\\\00", align 1, !dbg !0
@greeting = dso_local global ptr @.str, align 8, !dbg !7

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @my_strlen(ptr noundef %0) #0 !dbg !26 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !30, !DIExpression(), !31)
    #dbg_declare(ptr %3, !32, !DIExpression(), !33)
  %4 = load ptr, ptr %2, align 8, !dbg !34
  store ptr %4, ptr %3, align 8, !dbg !33
  br label %5, !dbg !35

5:                                                ; preds = %9, %1
  %6 = load ptr, ptr %3, align 8, !dbg !36
  %7 = load i8, ptr %6, align 1, !dbg !37
  %8 = icmp ne i8 %7, 0, !dbg !35
  br i1 %8, label %9, label %12, !dbg !35

9:                                                ; preds = %5
  %10 = load ptr, ptr %3, align 8, !dbg !38
  %11 = getelementptr inbounds i8, ptr %10, i32 1, !dbg !38
  store ptr %11, ptr %3, align 8, !dbg !38
  br label %5, !dbg !35, !llvm.loop !39

12:                                               ; preds = %5
  %13 = load ptr, ptr %3, align 8, !dbg !41
  %14 = load ptr, ptr %2, align 8, !dbg !42
  %15 = ptrtoint ptr %13 to i64, !dbg !43
  %16 = ptrtoint ptr %14 to i64, !dbg !43
  %17 = sub i64 %15, %16, !dbg !43
  ret i64 %17, !dbg !44
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @my_strcmp(ptr noundef %0, ptr noundef %1) #0 !dbg !45 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !49, !DIExpression(), !50)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !51, !DIExpression(), !52)
  br label %5, !dbg !53

5:                                                ; preds = %20, %2
  %6 = load ptr, ptr %3, align 8, !dbg !54
  %7 = load i8, ptr %6, align 1, !dbg !55
  %8 = sext i8 %7 to i32, !dbg !55
  %9 = icmp ne i32 %8, 0, !dbg !55
  br i1 %9, label %10, label %18, !dbg !56

10:                                               ; preds = %5
  %11 = load ptr, ptr %3, align 8, !dbg !57
  %12 = load i8, ptr %11, align 1, !dbg !58
  %13 = sext i8 %12 to i32, !dbg !58
  %14 = load ptr, ptr %4, align 8, !dbg !59
  %15 = load i8, ptr %14, align 1, !dbg !60
  %16 = sext i8 %15 to i32, !dbg !60
  %17 = icmp eq i32 %13, %16, !dbg !61
  br label %18

18:                                               ; preds = %10, %5
  %19 = phi i1 [ false, %5 ], [ %17, %10 ], !dbg !62
  br i1 %19, label %20, label %25, !dbg !53

20:                                               ; preds = %18
  %21 = load ptr, ptr %3, align 8, !dbg !63
  %22 = getelementptr inbounds i8, ptr %21, i32 1, !dbg !63
  store ptr %22, ptr %3, align 8, !dbg !63
  %23 = load ptr, ptr %4, align 8, !dbg !65
  %24 = getelementptr inbounds i8, ptr %23, i32 1, !dbg !65
  store ptr %24, ptr %4, align 8, !dbg !65
  br label %5, !dbg !53, !llvm.loop !66

25:                                               ; preds = %18
  %26 = load ptr, ptr %3, align 8, !dbg !68
  %27 = load i8, ptr %26, align 1, !dbg !69
  %28 = zext i8 %27 to i32, !dbg !70
  %29 = load ptr, ptr %4, align 8, !dbg !71
  %30 = load i8, ptr %29, align 1, !dbg !72
  %31 = zext i8 %30 to i32, !dbg !73
  %32 = sub nsw i32 %28, %31, !dbg !74
  ret i32 %32, !dbg !75
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @my_strrev(ptr noundef %0) #0 !dbg !76 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i8, align 1
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !80, !DIExpression(), !81)
    #dbg_declare(ptr %3, !82, !DIExpression(), !83)
  %6 = load ptr, ptr %2, align 8, !dbg !84
  %7 = call i64 @my_strlen(ptr noundef %6), !dbg !85
  store i64 %7, ptr %3, align 8, !dbg !83
    #dbg_declare(ptr %4, !86, !DIExpression(), !88)
  store i64 0, ptr %4, align 8, !dbg !88
  br label %8, !dbg !89

8:                                                ; preds = %35, %1
  %9 = load i64, ptr %4, align 8, !dbg !90
  %10 = load i64, ptr %3, align 8, !dbg !92
  %11 = udiv i64 %10, 2, !dbg !93
  %12 = icmp ult i64 %9, %11, !dbg !94
  br i1 %12, label %13, label %38, !dbg !95

13:                                               ; preds = %8
    #dbg_declare(ptr %5, !96, !DIExpression(), !98)
  %14 = load ptr, ptr %2, align 8, !dbg !99
  %15 = load i64, ptr %4, align 8, !dbg !100
  %16 = getelementptr inbounds i8, ptr %14, i64 %15, !dbg !99
  %17 = load i8, ptr %16, align 1, !dbg !99
  store i8 %17, ptr %5, align 1, !dbg !98
  %18 = load ptr, ptr %2, align 8, !dbg !101
  %19 = load i64, ptr %3, align 8, !dbg !102
  %20 = sub i64 %19, 1, !dbg !103
  %21 = load i64, ptr %4, align 8, !dbg !104
  %22 = sub i64 %20, %21, !dbg !105
  %23 = getelementptr inbounds i8, ptr %18, i64 %22, !dbg !101
  %24 = load i8, ptr %23, align 1, !dbg !101
  %25 = load ptr, ptr %2, align 8, !dbg !106
  %26 = load i64, ptr %4, align 8, !dbg !107
  %27 = getelementptr inbounds i8, ptr %25, i64 %26, !dbg !106
  store i8 %24, ptr %27, align 1, !dbg !108
  %28 = load i8, ptr %5, align 1, !dbg !109
  %29 = load ptr, ptr %2, align 8, !dbg !110
  %30 = load i64, ptr %3, align 8, !dbg !111
  %31 = sub i64 %30, 1, !dbg !112
  %32 = load i64, ptr %4, align 8, !dbg !113
  %33 = sub i64 %31, %32, !dbg !114
  %34 = getelementptr inbounds i8, ptr %29, i64 %33, !dbg !110
  store i8 %28, ptr %34, align 1, !dbg !115
  br label %35, !dbg !116

35:                                               ; preds = %13
  %36 = load i64, ptr %4, align 8, !dbg !117
  %37 = add i64 %36, 1, !dbg !117
  store i64 %37, ptr %4, align 8, !dbg !117
  br label %8, !dbg !118, !llvm.loop !119

38:                                               ; preds = %8
  %39 = load ptr, ptr %2, align 8, !dbg !121
  ret ptr %39, !dbg !122
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !15, splitDebugInlining: false, nameTableKind: None)
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
!24 = !{i32 7, !"frame-pointer", i32 2}
!25 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!26 = distinct !DISubprogram(name: "my_strlen", scope: !2, file: !2, line: 2, type: !27, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !29)
!27 = !DISubroutineType(types: !28)
!28 = !{!11, !16}
!29 = !{}
!30 = !DILocalVariable(name: "s", arg: 1, scope: !26, file: !2, line: 2, type: !16)
!31 = !DILocation(line: 2, column: 30, scope: !26)
!32 = !DILocalVariable(name: "p", scope: !26, file: !2, line: 2, type: !16)
!33 = !DILocation(line: 2, column: 47, scope: !26)
!34 = !DILocation(line: 2, column: 51, scope: !26)
!35 = !DILocation(line: 2, column: 54, scope: !26)
!36 = !DILocation(line: 2, column: 62, scope: !26)
!37 = !DILocation(line: 2, column: 61, scope: !26)
!38 = !DILocation(line: 2, column: 66, scope: !26)
!39 = distinct !{!39, !35, !38, !40}
!40 = !{!"llvm.loop.mustprogress"}
!41 = !DILocation(line: 2, column: 86, scope: !26)
!42 = !DILocation(line: 2, column: 90, scope: !26)
!43 = !DILocation(line: 2, column: 88, scope: !26)
!44 = !DILocation(line: 2, column: 70, scope: !26)
!45 = distinct !DISubprogram(name: "my_strcmp", scope: !2, file: !2, line: 3, type: !46, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !29)
!46 = !DISubroutineType(types: !47)
!47 = !{!48, !16, !16}
!48 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!49 = !DILocalVariable(name: "a", arg: 1, scope: !45, file: !2, line: 3, type: !16)
!50 = !DILocation(line: 3, column: 27, scope: !45)
!51 = !DILocalVariable(name: "b", arg: 2, scope: !45, file: !2, line: 3, type: !16)
!52 = !DILocation(line: 3, column: 42, scope: !45)
!53 = !DILocation(line: 4, column: 3, scope: !45)
!54 = !DILocation(line: 4, column: 11, scope: !45)
!55 = !DILocation(line: 4, column: 10, scope: !45)
!56 = !DILocation(line: 4, column: 13, scope: !45)
!57 = !DILocation(line: 4, column: 17, scope: !45)
!58 = !DILocation(line: 4, column: 16, scope: !45)
!59 = !DILocation(line: 4, column: 23, scope: !45)
!60 = !DILocation(line: 4, column: 22, scope: !45)
!61 = !DILocation(line: 4, column: 19, scope: !45)
!62 = !DILocation(line: 0, scope: !45)
!63 = !DILocation(line: 4, column: 29, scope: !64)
!64 = distinct !DILexicalBlock(scope: !45, file: !2, line: 4, column: 26)
!65 = !DILocation(line: 4, column: 34, scope: !64)
!66 = distinct !{!66, !53, !67, !40}
!67 = !DILocation(line: 4, column: 38, scope: !45)
!68 = !DILocation(line: 5, column: 26, scope: !45)
!69 = !DILocation(line: 5, column: 25, scope: !45)
!70 = !DILocation(line: 5, column: 10, scope: !45)
!71 = !DILocation(line: 5, column: 46, scope: !45)
!72 = !DILocation(line: 5, column: 45, scope: !45)
!73 = !DILocation(line: 5, column: 30, scope: !45)
!74 = !DILocation(line: 5, column: 28, scope: !45)
!75 = !DILocation(line: 5, column: 3, scope: !45)
!76 = distinct !DISubprogram(name: "my_strrev", scope: !2, file: !2, line: 7, type: !77, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !29)
!77 = !DISubroutineType(types: !78)
!78 = !{!79, !79}
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!80 = !DILocalVariable(name: "s", arg: 1, scope: !76, file: !2, line: 7, type: !79)
!81 = !DILocation(line: 7, column: 23, scope: !76)
!82 = !DILocalVariable(name: "n", scope: !76, file: !2, line: 8, type: !11)
!83 = !DILocation(line: 8, column: 10, scope: !76)
!84 = !DILocation(line: 8, column: 24, scope: !76)
!85 = !DILocation(line: 8, column: 14, scope: !76)
!86 = !DILocalVariable(name: "i", scope: !87, file: !2, line: 9, type: !11)
!87 = distinct !DILexicalBlock(scope: !76, file: !2, line: 9, column: 3)
!88 = !DILocation(line: 9, column: 15, scope: !87)
!89 = !DILocation(line: 9, column: 8, scope: !87)
!90 = !DILocation(line: 9, column: 22, scope: !91)
!91 = distinct !DILexicalBlock(scope: !87, file: !2, line: 9, column: 3)
!92 = !DILocation(line: 9, column: 26, scope: !91)
!93 = !DILocation(line: 9, column: 28, scope: !91)
!94 = !DILocation(line: 9, column: 24, scope: !91)
!95 = !DILocation(line: 9, column: 3, scope: !87)
!96 = !DILocalVariable(name: "t", scope: !97, file: !2, line: 9, type: !4)
!97 = distinct !DILexicalBlock(scope: !91, file: !2, line: 9, column: 38)
!98 = !DILocation(line: 9, column: 45, scope: !97)
!99 = !DILocation(line: 9, column: 49, scope: !97)
!100 = !DILocation(line: 9, column: 51, scope: !97)
!101 = !DILocation(line: 9, column: 62, scope: !97)
!102 = !DILocation(line: 9, column: 64, scope: !97)
!103 = !DILocation(line: 9, column: 66, scope: !97)
!104 = !DILocation(line: 9, column: 72, scope: !97)
!105 = !DILocation(line: 9, column: 70, scope: !97)
!106 = !DILocation(line: 9, column: 55, scope: !97)
!107 = !DILocation(line: 9, column: 57, scope: !97)
!108 = !DILocation(line: 9, column: 60, scope: !97)
!109 = !DILocation(line: 9, column: 91, scope: !97)
!110 = !DILocation(line: 9, column: 76, scope: !97)
!111 = !DILocation(line: 9, column: 78, scope: !97)
!112 = !DILocation(line: 9, column: 80, scope: !97)
!113 = !DILocation(line: 9, column: 86, scope: !97)
!114 = !DILocation(line: 9, column: 84, scope: !97)
!115 = !DILocation(line: 9, column: 89, scope: !97)
!116 = !DILocation(line: 9, column: 94, scope: !97)
!117 = !DILocation(line: 9, column: 34, scope: !91)
!118 = !DILocation(line: 9, column: 3, scope: !91)
!119 = distinct !{!119, !95, !120, !40}
!120 = !DILocation(line: 9, column: 94, scope: !87)
!121 = !DILocation(line: 10, column: 10, scope: !76)
!122 = !DILocation(line: 10, column: 3, scope: !76)
