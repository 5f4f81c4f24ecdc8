; ModuleID = 'roundtrip/csrc/sort.c'
source_filename = "roundtrip/csrc/sort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bubble(ptr noundef %0, i64 noundef %1) #0 !dbg !10 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !19, !DIExpression(), !20)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !21, !DIExpression(), !22)
    #dbg_declare(ptr %5, !23, !DIExpression(), !25)
  store i64 0, ptr %5, align 8, !dbg !25
  br label %7, !dbg !26

7:                                                ; preds = %43, %2
  %8 = load i64, ptr %5, align 8, !dbg !27
  %9 = load i64, ptr %4, align 8, !dbg !29
  %10 = icmp ult i64 %8, %9, !dbg !30
  br i1 %10, label %11, label %46, !dbg !31

11:                                               ; preds = %7
    #dbg_declare(ptr %6, !32, !DIExpression(), !34)
  store i64 0, ptr %6, align 8, !dbg !34
  br label %12, !dbg !35

12:                                               ; preds = %39, %11
  %13 = load i64, ptr %6, align 8, !dbg !36
  %14 = add i64 %13, 1, !dbg !38
  %15 = load i64, ptr %4, align 8, !dbg !39
  %16 = load i64, ptr %5, align 8, !dbg !40
  %17 = sub i64 %15, %16, !dbg !41
  %18 = icmp ult i64 %14, %17, !dbg !42
  br i1 %18, label %19, label %42, !dbg !43

19:                                               ; preds = %12
  %20 = load ptr, ptr %3, align 8, !dbg !44
  %21 = load i64, ptr %6, align 8, !dbg !46
  %22 = getelementptr inbounds i32, ptr %20, i64 %21, !dbg !44
  %23 = load i32, ptr %22, align 4, !dbg !44
  %24 = load ptr, ptr %3, align 8, !dbg !47
  %25 = load i64, ptr %6, align 8, !dbg !48
  %26 = add i64 %25, 1, !dbg !49
  %27 = getelementptr inbounds i32, ptr %24, i64 %26, !dbg !47
  %28 = load i32, ptr %27, align 4, !dbg !47
  %29 = icmp sgt i32 %23, %28, !dbg !50
  br i1 %29, label %30, label %38, !dbg !51

30:                                               ; preds = %19
  %31 = load ptr, ptr %3, align 8, !dbg !52
  %32 = load i64, ptr %6, align 8, !dbg !53
  %33 = getelementptr inbounds i32, ptr %31, i64 %32, !dbg !52
  %34 = load ptr, ptr %3, align 8, !dbg !54
  %35 = load i64, ptr %6, align 8, !dbg !55
  %36 = add i64 %35, 1, !dbg !56
  %37 = getelementptr inbounds i32, ptr %34, i64 %36, !dbg !54
  call void @swap(ptr noundef %33, ptr noundef %37), !dbg !57
  br label %38, !dbg !57

38:                                               ; preds = %30, %19
  br label %39, !dbg !58

39:                                               ; preds = %38
  %40 = load i64, ptr %6, align 8, !dbg !59
  %41 = add i64 %40, 1, !dbg !59
  store i64 %41, ptr %6, align 8, !dbg !59
  br label %12, !dbg !60, !llvm.loop !61

42:                                               ; preds = %12
  br label %43, !dbg !62

43:                                               ; preds = %42
  %44 = load i64, ptr %5, align 8, !dbg !64
  %45 = add i64 %44, 1, !dbg !64
  store i64 %45, ptr %5, align 8, !dbg !64
  br label %7, !dbg !65, !llvm.loop !66

46:                                               ; preds = %7
  ret void, !dbg !68
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @swap(ptr noundef %0, ptr noundef %1) #0 !dbg !69 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !72, !DIExpression(), !73)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !74, !DIExpression(), !75)
    #dbg_declare(ptr %5, !76, !DIExpression(), !77)
  %6 = load ptr, ptr %3, align 8, !dbg !78
  %7 = load i32, ptr %6, align 4, !dbg !79
  store i32 %7, ptr %5, align 4, !dbg !77
  %8 = load ptr, ptr %4, align 8, !dbg !80
  %9 = load i32, ptr %8, align 4, !dbg !81
  %10 = load ptr, ptr %3, align 8, !dbg !82
  store i32 %9, ptr %10, align 4, !dbg !83
  %11 = load i32, ptr %5, align 4, !dbg !84
  %12 = load ptr, ptr %4, align 8, !dbg !85
  store i32 %11, ptr %12, align 4, !dbg !86
  ret void, !dbg !87
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @quick(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !88 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !91, !DIExpression(), !92)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !93, !DIExpression(), !94)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !95, !DIExpression(), !96)
  %8 = load i32, ptr %5, align 4, !dbg !97
  %9 = load i32, ptr %6, align 4, !dbg !99
  %10 = icmp slt i32 %8, %9, !dbg !100
  br i1 %10, label %11, label %24, !dbg !101

11:                                               ; preds = %3
    #dbg_declare(ptr %7, !102, !DIExpression(), !104)
  %12 = load ptr, ptr %4, align 8, !dbg !105
  %13 = load i32, ptr %5, align 4, !dbg !106
  %14 = load i32, ptr %6, align 4, !dbg !107
  %15 = call i32 @part(ptr noundef %12, i32 noundef %13, i32 noundef %14), !dbg !108
  store i32 %15, ptr %7, align 4, !dbg !104
  %16 = load ptr, ptr %4, align 8, !dbg !109
  %17 = load i32, ptr %5, align 4, !dbg !110
  %18 = load i32, ptr %7, align 4, !dbg !111
  %19 = sub nsw i32 %18, 1, !dbg !112
  call void @quick(ptr noundef %16, i32 noundef %17, i32 noundef %19), !dbg !113
  %20 = load ptr, ptr %4, align 8, !dbg !114
  %21 = load i32, ptr %7, align 4, !dbg !115
  %22 = add nsw i32 %21, 1, !dbg !116
  %23 = load i32, ptr %6, align 4, !dbg !117
  call void @quick(ptr noundef %20, i32 noundef %22, i32 noundef %23), !dbg !118
  br label %24, !dbg !119

24:                                               ; preds = %11, %3
  ret void, !dbg !120
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @part(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !121 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !124, !DIExpression(), !125)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !126, !DIExpression(), !127)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !128, !DIExpression(), !129)
    #dbg_declare(ptr %7, !130, !DIExpression(), !131)
  %10 = load ptr, ptr %4, align 8, !dbg !132
  %11 = load i32, ptr %6, align 4, !dbg !133
  %12 = sext i32 %11 to i64, !dbg !132
  %13 = getelementptr inbounds i32, ptr %10, i64 %12, !dbg !132
  %14 = load i32, ptr %13, align 4, !dbg !132
  store i32 %14, ptr %7, align 4, !dbg !131
    #dbg_declare(ptr %8, !134, !DIExpression(), !135)
  %15 = load i32, ptr %5, align 4, !dbg !136
  %16 = sub nsw i32 %15, 1, !dbg !137
  store i32 %16, ptr %8, align 4, !dbg !135
    #dbg_declare(ptr %9, !138, !DIExpression(), !140)
  %17 = load i32, ptr %5, align 4, !dbg !141
  store i32 %17, ptr %9, align 4, !dbg !140
  br label %18, !dbg !142

18:                                               ; preds = %41, %3
  %19 = load i32, ptr %9, align 4, !dbg !143
  %20 = load i32, ptr %6, align 4, !dbg !145
  %21 = icmp slt i32 %19, %20, !dbg !146
  br i1 %21, label %22, label %44, !dbg !147

22:                                               ; preds = %18
  %23 = load ptr, ptr %4, align 8, !dbg !148
  %24 = load i32, ptr %9, align 4, !dbg !150
  %25 = sext i32 %24 to i64, !dbg !148
  %26 = getelementptr inbounds i32, ptr %23, i64 %25, !dbg !148
  %27 = load i32, ptr %26, align 4, !dbg !148
  %28 = load i32, ptr %7, align 4, !dbg !151
  %29 = icmp sle i32 %27, %28, !dbg !152
  br i1 %29, label %30, label %40, !dbg !153

30:                                               ; preds = %22
  %31 = load ptr, ptr %4, align 8, !dbg !154
  %32 = load i32, ptr %8, align 4, !dbg !155
  %33 = add nsw i32 %32, 1, !dbg !155
  store i32 %33, ptr %8, align 4, !dbg !155
  %34 = sext i32 %33 to i64, !dbg !154
  %35 = getelementptr inbounds i32, ptr %31, i64 %34, !dbg !154
  %36 = load ptr, ptr %4, align 8, !dbg !156
  %37 = load i32, ptr %9, align 4, !dbg !157
  %38 = sext i32 %37 to i64, !dbg !156
  %39 = getelementptr inbounds i32, ptr %36, i64 %38, !dbg !156
  call void @swap(ptr noundef %35, ptr noundef %39), !dbg !158
  br label %40, !dbg !158

40:                                               ; preds = %30, %22
  br label %41, !dbg !151

41:                                               ; preds = %40
  %42 = load i32, ptr %9, align 4, !dbg !159
  %43 = add nsw i32 %42, 1, !dbg !159
  store i32 %43, ptr %9, align 4, !dbg !159
  br label %18, !dbg !160, !llvm.loop !161

44:                                               ; preds = %18
  %45 = load ptr, ptr %4, align 8, !dbg !163
  %46 = load i32, ptr %8, align 4, !dbg !164
  %47 = add nsw i32 %46, 1, !dbg !165
  %48 = sext i32 %47 to i64, !dbg !163
  %49 = getelementptr inbounds i32, ptr %45, i64 %48, !dbg !163
  %50 = load ptr, ptr %4, align 8, !dbg !166
  %51 = load i32, ptr %6, align 4, !dbg !167
  %52 = sext i32 %51 to i64, !dbg !166
  %53 = getelementptr inbounds i32, ptr %50, i64 %52, !dbg !166
  call void @swap(ptr noundef %49, ptr noundef %53), !dbg !168
  %54 = load i32, ptr %8, align 4, !dbg !169
  %55 = add nsw i32 %54, 1, !dbg !170
  ret i32 %55, !dbg !171
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "roundtrip/csrc/sort.c", directory: ".", checksumkind: CSK_MD5, checksum: "4cc89b56a189126547651bc6c55984b0")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "bubble", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !15}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !16, line: 18, baseType: !17)
!16 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!17 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!18 = !{}
!19 = !DILocalVariable(name: "v", arg: 1, scope: !10, file: !1, line: 3, type: !13)
!20 = !DILocation(line: 3, column: 18, scope: !10)
!21 = !DILocalVariable(name: "n", arg: 2, scope: !10, file: !1, line: 3, type: !15)
!22 = !DILocation(line: 3, column: 28, scope: !10)
!23 = !DILocalVariable(name: "i", scope: !24, file: !1, line: 4, type: !15)
!24 = distinct !DILexicalBlock(scope: !10, file: !1, line: 4, column: 3)
!25 = !DILocation(line: 4, column: 15, scope: !24)
!26 = !DILocation(line: 4, column: 8, scope: !24)
!27 = !DILocation(line: 4, column: 22, scope: !28)
!28 = distinct !DILexicalBlock(scope: !24, file: !1, line: 4, column: 3)
!29 = !DILocation(line: 4, column: 26, scope: !28)
!30 = !DILocation(line: 4, column: 24, scope: !28)
!31 = !DILocation(line: 4, column: 3, scope: !24)
!32 = !DILocalVariable(name: "j", scope: !33, file: !1, line: 5, type: !15)
!33 = distinct !DILexicalBlock(scope: !28, file: !1, line: 5, column: 5)
!34 = !DILocation(line: 5, column: 17, scope: !33)
!35 = !DILocation(line: 5, column: 10, scope: !33)
!36 = !DILocation(line: 5, column: 24, scope: !37)
!37 = distinct !DILexicalBlock(scope: !33, file: !1, line: 5, column: 5)
!38 = !DILocation(line: 5, column: 26, scope: !37)
!39 = !DILocation(line: 5, column: 32, scope: !37)
!40 = !DILocation(line: 5, column: 36, scope: !37)
!41 = !DILocation(line: 5, column: 34, scope: !37)
!42 = !DILocation(line: 5, column: 30, scope: !37)
!43 = !DILocation(line: 5, column: 5, scope: !33)
!44 = !DILocation(line: 6, column: 11, scope: !45)
!45 = distinct !DILexicalBlock(scope: !37, file: !1, line: 6, column: 11)
!46 = !DILocation(line: 6, column: 13, scope: !45)
!47 = !DILocation(line: 6, column: 18, scope: !45)
!48 = !DILocation(line: 6, column: 20, scope: !45)
!49 = !DILocation(line: 6, column: 22, scope: !45)
!50 = !DILocation(line: 6, column: 16, scope: !45)
!51 = !DILocation(line: 6, column: 11, scope: !37)
!52 = !DILocation(line: 6, column: 34, scope: !45)
!53 = !DILocation(line: 6, column: 36, scope: !45)
!54 = !DILocation(line: 6, column: 41, scope: !45)
!55 = !DILocation(line: 6, column: 43, scope: !45)
!56 = !DILocation(line: 6, column: 45, scope: !45)
!57 = !DILocation(line: 6, column: 28, scope: !45)
!58 = !DILocation(line: 6, column: 25, scope: !45)
!59 = !DILocation(line: 5, column: 40, scope: !37)
!60 = !DILocation(line: 5, column: 5, scope: !37)
!61 = distinct !{!61, !43, !62, !63}
!62 = !DILocation(line: 6, column: 49, scope: !33)
!63 = !{!"llvm.loop.mustprogress"}
!64 = !DILocation(line: 4, column: 30, scope: !28)
!65 = !DILocation(line: 4, column: 3, scope: !28)
!66 = distinct !{!66, !31, !67, !63}
!67 = !DILocation(line: 6, column: 49, scope: !24)
!68 = !DILocation(line: 7, column: 1, scope: !10)
!69 = distinct !DISubprogram(name: "swap", scope: !1, file: !1, line: 2, type: !70, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!70 = !DISubroutineType(types: !71)
!71 = !{null, !13, !13}
!72 = !DILocalVariable(name: "a", arg: 1, scope: !69, file: !1, line: 2, type: !13)
!73 = !DILocation(line: 2, column: 23, scope: !69)
!74 = !DILocalVariable(name: "b", arg: 2, scope: !69, file: !1, line: 2, type: !13)
!75 = !DILocation(line: 2, column: 31, scope: !69)
!76 = !DILocalVariable(name: "t", scope: !69, file: !1, line: 2, type: !14)
!77 = !DILocation(line: 2, column: 40, scope: !69)
!78 = !DILocation(line: 2, column: 45, scope: !69)
!79 = !DILocation(line: 2, column: 44, scope: !69)
!80 = !DILocation(line: 2, column: 54, scope: !69)
!81 = !DILocation(line: 2, column: 53, scope: !69)
!82 = !DILocation(line: 2, column: 49, scope: !69)
!83 = !DILocation(line: 2, column: 51, scope: !69)
!84 = !DILocation(line: 2, column: 62, scope: !69)
!85 = !DILocation(line: 2, column: 58, scope: !69)
!86 = !DILocation(line: 2, column: 60, scope: !69)
!87 = !DILocation(line: 2, column: 65, scope: !69)
!88 = distinct !DISubprogram(name: "quick", scope: !1, file: !1, line: 14, type: !89, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!89 = !DISubroutineType(types: !90)
!90 = !{null, !13, !14, !14}
!91 = !DILocalVariable(name: "v", arg: 1, scope: !88, file: !1, line: 14, type: !13)
!92 = !DILocation(line: 14, column: 17, scope: !88)
!93 = !DILocalVariable(name: "lo", arg: 2, scope: !88, file: !1, line: 14, type: !14)
!94 = !DILocation(line: 14, column: 24, scope: !88)
!95 = !DILocalVariable(name: "hi", arg: 3, scope: !88, file: !1, line: 14, type: !14)
!96 = !DILocation(line: 14, column: 32, scope: !88)
!97 = !DILocation(line: 15, column: 7, scope: !98)
!98 = distinct !DILexicalBlock(scope: !88, file: !1, line: 15, column: 7)
!99 = !DILocation(line: 15, column: 12, scope: !98)
!100 = !DILocation(line: 15, column: 10, scope: !98)
!101 = !DILocation(line: 15, column: 7, scope: !88)
!102 = !DILocalVariable(name: "p", scope: !103, file: !1, line: 15, type: !14)
!103 = distinct !DILexicalBlock(scope: !98, file: !1, line: 15, column: 16)
!104 = !DILocation(line: 15, column: 22, scope: !103)
!105 = !DILocation(line: 15, column: 31, scope: !103)
!106 = !DILocation(line: 15, column: 34, scope: !103)
!107 = !DILocation(line: 15, column: 38, scope: !103)
!108 = !DILocation(line: 15, column: 26, scope: !103)
!109 = !DILocation(line: 15, column: 49, scope: !103)
!110 = !DILocation(line: 15, column: 52, scope: !103)
!111 = !DILocation(line: 15, column: 56, scope: !103)
!112 = !DILocation(line: 15, column: 58, scope: !103)
!113 = !DILocation(line: 15, column: 43, scope: !103)
!114 = !DILocation(line: 15, column: 70, scope: !103)
!115 = !DILocation(line: 15, column: 73, scope: !103)
!116 = !DILocation(line: 15, column: 75, scope: !103)
!117 = !DILocation(line: 15, column: 80, scope: !103)
!118 = !DILocation(line: 15, column: 64, scope: !103)
!119 = !DILocation(line: 15, column: 85, scope: !103)
!120 = !DILocation(line: 16, column: 1, scope: !88)
!121 = distinct !DISubprogram(name: "part", scope: !1, file: !1, line: 8, type: !122, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!122 = !DISubroutineType(types: !123)
!123 = !{!14, !13, !14, !14}
!124 = !DILocalVariable(name: "v", arg: 1, scope: !121, file: !1, line: 8, type: !13)
!125 = !DILocation(line: 8, column: 22, scope: !121)
!126 = !DILocalVariable(name: "lo", arg: 2, scope: !121, file: !1, line: 8, type: !14)
!127 = !DILocation(line: 8, column: 29, scope: !121)
!128 = !DILocalVariable(name: "hi", arg: 3, scope: !121, file: !1, line: 8, type: !14)
!129 = !DILocation(line: 8, column: 37, scope: !121)
!130 = !DILocalVariable(name: "p", scope: !121, file: !1, line: 9, type: !14)
!131 = !DILocation(line: 9, column: 7, scope: !121)
!132 = !DILocation(line: 9, column: 11, scope: !121)
!133 = !DILocation(line: 9, column: 13, scope: !121)
!134 = !DILocalVariable(name: "i", scope: !121, file: !1, line: 9, type: !14)
!135 = !DILocation(line: 9, column: 18, scope: !121)
!136 = !DILocation(line: 9, column: 22, scope: !121)
!137 = !DILocation(line: 9, column: 25, scope: !121)
!138 = !DILocalVariable(name: "j", scope: !139, file: !1, line: 10, type: !14)
!139 = distinct !DILexicalBlock(scope: !121, file: !1, line: 10, column: 3)
!140 = !DILocation(line: 10, column: 12, scope: !139)
!141 = !DILocation(line: 10, column: 16, scope: !139)
!142 = !DILocation(line: 10, column: 8, scope: !139)
!143 = !DILocation(line: 10, column: 20, scope: !144)
!144 = distinct !DILexicalBlock(scope: !139, file: !1, line: 10, column: 3)
!145 = !DILocation(line: 10, column: 24, scope: !144)
!146 = !DILocation(line: 10, column: 22, scope: !144)
!147 = !DILocation(line: 10, column: 3, scope: !139)
!148 = !DILocation(line: 10, column: 37, scope: !149)
!149 = distinct !DILexicalBlock(scope: !144, file: !1, line: 10, column: 37)
!150 = !DILocation(line: 10, column: 39, scope: !149)
!151 = !DILocation(line: 10, column: 45, scope: !149)
!152 = !DILocation(line: 10, column: 42, scope: !149)
!153 = !DILocation(line: 10, column: 37, scope: !144)
!154 = !DILocation(line: 10, column: 54, scope: !149)
!155 = !DILocation(line: 10, column: 56, scope: !149)
!156 = !DILocation(line: 10, column: 63, scope: !149)
!157 = !DILocation(line: 10, column: 65, scope: !149)
!158 = !DILocation(line: 10, column: 48, scope: !149)
!159 = !DILocation(line: 10, column: 29, scope: !144)
!160 = !DILocation(line: 10, column: 3, scope: !144)
!161 = distinct !{!161, !147, !162, !63}
!162 = !DILocation(line: 10, column: 67, scope: !139)
!163 = !DILocation(line: 11, column: 9, scope: !121)
!164 = !DILocation(line: 11, column: 11, scope: !121)
!165 = !DILocation(line: 11, column: 13, scope: !121)
!166 = !DILocation(line: 11, column: 20, scope: !121)
!167 = !DILocation(line: 11, column: 22, scope: !121)
!168 = !DILocation(line: 11, column: 3, scope: !121)
!169 = !DILocation(line: 12, column: 10, scope: !121)
!170 = !DILocation(line: 12, column: 12, scope: !121)
!171 = !DILocation(line: 12, column: 3, scope: !121)
