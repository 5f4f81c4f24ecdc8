; ModuleID = 'roundtrip/csrc/bits.c'
source_filename = "roundtrip/csrc/bits.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@label_addr.t = internal global [2 x ptr] [ptr blockaddress(@label_addr, %9), ptr blockaddress(@label_addr, %11)], align 16, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @popc(i64 noundef %0) #0 !dbg !22 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !31, !DIExpression(), !32)
  %3 = load i64, ptr %2, align 8, !dbg !33
  %4 = call i64 @llvm.ctpop.i64(i64 %3), !dbg !34
  %5 = trunc i64 %4 to i32, !dbg !34
  ret i32 %5, !dbg !35
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @clz(i32 noundef %0) #0 !dbg !36 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !41, !DIExpression(), !42)
  %3 = load i32, ptr %2, align 4, !dbg !43
  %4 = icmp ne i32 %3, 0, !dbg !43
  br i1 %4, label %5, label %8, !dbg !43

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4, !dbg !44
  %7 = call i32 @llvm.ctlz.i32(i32 %6, i1 true), !dbg !45
  br label %9, !dbg !43

8:                                                ; preds = %1
  br label %9, !dbg !43

9:                                                ; preds = %8, %5
  %10 = phi i32 [ %7, %5 ], [ 32, %8 ], !dbg !43
  ret i32 %10, !dbg !46
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @rotl(i32 noundef %0, i32 noundef %1) #0 !dbg !47 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !50, !DIExpression(), !51)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !52, !DIExpression(), !53)
  %5 = load i32, ptr %3, align 4, !dbg !54
  %6 = load i32, ptr %4, align 4, !dbg !55
  %7 = and i32 %6, 31, !dbg !56
  %8 = shl i32 %5, %7, !dbg !57
  %9 = load i32, ptr %3, align 4, !dbg !58
  %10 = load i32, ptr %4, align 4, !dbg !59
  %11 = sub i32 32, %10, !dbg !60
  %12 = and i32 %11, 31, !dbg !61
  %13 = lshr i32 %9, %12, !dbg !62
  %14 = or i32 %8, %13, !dbg !63
  ret i32 %14, !dbg !64
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local zeroext i16 @bswap(i16 noundef zeroext %0) #0 !dbg !65 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
    #dbg_declare(ptr %2, !71, !DIExpression(), !72)
  %3 = load i16, ptr %2, align 2, !dbg !73
  %4 = call i16 @llvm.bswap.i16(i16 %3), !dbg !74
  ret i16 %4, !dbg !75
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bswap.i16(i16) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sat_add(i32 noundef %0, i32 noundef %1) #0 !dbg !76 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !79, !DIExpression(), !80)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !81, !DIExpression(), !82)
    #dbg_declare(ptr %6, !83, !DIExpression(), !84)
  %7 = load i32, ptr %4, align 4, !dbg !85
  %8 = load i32, ptr %5, align 4, !dbg !87
  %9 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %7, i32 %8), !dbg !88
  %10 = extractvalue { i32, i1 } %9, 1, !dbg !88
  %11 = extractvalue { i32, i1 } %9, 0, !dbg !88
  store i32 %11, ptr %6, align 4, !dbg !88
  br i1 %10, label %12, label %17, !dbg !89

12:                                               ; preds = %2
  %13 = load i32, ptr %4, align 4, !dbg !90
  %14 = icmp sgt i32 %13, 0, !dbg !91
  %15 = zext i1 %14 to i64, !dbg !90
  %16 = select i1 %14, i32 2147483647, i32 -2147483648, !dbg !90
  store i32 %16, ptr %3, align 4, !dbg !92
  br label %19, !dbg !92

17:                                               ; preds = %2
  %18 = load i32, ptr %6, align 4, !dbg !93
  store i32 %18, ptr %3, align 4, !dbg !94
  br label %19, !dbg !94

19:                                               ; preds = %17, %12
  %20 = load i32, ptr %3, align 4, !dbg !95
  ret i32 %20, !dbg !95
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { i64, i64 } @mul128(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 !dbg !96 {
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 16
  %11 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %11, align 8
  %12 = load i128, ptr %6, align 16
  %13 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %13, align 16
  %14 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %14, align 8
  %15 = load i128, ptr %7, align 16
  store i128 %12, ptr %8, align 16
    #dbg_declare(ptr %8, !100, !DIExpression(), !101)
  store i128 %15, ptr %9, align 16
    #dbg_declare(ptr %9, !102, !DIExpression(), !103)
  %16 = load i128, ptr %8, align 16, !dbg !104
  %17 = load i128, ptr %9, align 16, !dbg !105
  %18 = mul nsw i128 %16, %17, !dbg !106
  store i128 %18, ptr %5, align 16, !dbg !107
  %19 = load { i64, i64 }, ptr %5, align 16, !dbg !107
  ret { i64, i64 } %19, !dbg !107
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @odd(i64 noundef %0) #0 !dbg !108 {
  %2 = alloca i37, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %5 = load i64, ptr %3, align 8
  %6 = trunc i64 %5 to i37
  %7 = sext i37 %6 to i64
  store i64 %7, ptr %4, align 8
    #dbg_declare(ptr %4, !112, !DIExpression(), !113)
  %8 = load i64, ptr %4, align 8, !dbg !114
  %9 = trunc i64 %8 to i37, !dbg !114
  %10 = mul nsw i37 %9, 3, !dbg !115
  %11 = add nsw i37 %10, 1, !dbg !116
  store i37 %11, ptr %2, align 8, !dbg !117
  %12 = load i37, ptr %2, align 8, !dbg !117
  %13 = zext i37 %12 to i64, !dbg !117
  ret i64 %13, !dbg !117
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @indirect(ptr noundef %0, i32 noundef %1) #0 !dbg !118 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !124, !DIExpression(), !125)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !126, !DIExpression(), !127)
  %5 = load ptr, ptr %3, align 8, !dbg !128
  %6 = load i32, ptr %4, align 4, !dbg !129
  %7 = call i32 %5(i32 noundef %6), !dbg !128
  %8 = load ptr, ptr %3, align 8, !dbg !130
  %9 = load i32, ptr %4, align 4, !dbg !131
  %10 = add nsw i32 %9, 1, !dbg !132
  %11 = call i32 %8(i32 noundef %10), !dbg !130
  %12 = add nsw i32 %7, %11, !dbg !133
  ret i32 %12, !dbg !134
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @use_indirect() #0 !dbg !135 {
  %1 = call i32 @indirect(ptr noundef @sq, i32 noundef 4), !dbg !138
  ret i32 %1, !dbg !139
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sq(i32 noundef %0) #0 !dbg !140 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !141, !DIExpression(), !142)
  %3 = load i32, ptr %2, align 4, !dbg !143
  %4 = load i32, ptr %2, align 4, !dbg !144
  %5 = mul nsw i32 %3, %4, !dbg !145
  ret i32 %5, !dbg !146
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @label_addr(i32 noundef %0) #0 !dbg !2 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !147, !DIExpression(), !148)
  %4 = load i32, ptr %3, align 4, !dbg !149
  %5 = and i32 %4, 1, !dbg !150
  %6 = sext i32 %5 to i64, !dbg !151
  %7 = getelementptr inbounds [2 x ptr], ptr @label_addr.t, i64 0, i64 %6, !dbg !151
  %8 = load ptr, ptr %7, align 8, !dbg !151
  br label %15, !dbg !152

9:                                                ; preds = %15
    #dbg_label(!153, !154)
  %10 = load ptr, ptr @label_addr.t, align 16, !dbg !155
  store ptr %10, ptr %2, align 8, !dbg !156
  br label %13, !dbg !156

11:                                               ; preds = %15
    #dbg_label(!157, !158)
  %12 = load ptr, ptr getelementptr inbounds ([2 x ptr], ptr @label_addr.t, i64 0, i64 1), align 8, !dbg !159
  store ptr %12, ptr %2, align 8, !dbg !160
  br label %13, !dbg !160

13:                                               ; preds = %11, %9
  %14 = load ptr, ptr %2, align 8, !dbg !161
  ret ptr %14, !dbg !161

15:                                               ; preds = %1
  %16 = phi ptr [ %8, %1 ]
  indirectbr ptr %16, [label %9, label %11]
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!8}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "t", scope: !2, file: !3, line: 12, type: !11, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "label_addr", scope: !3, file: !3, line: 12, type: !4, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8, retainedNodes: !10)
!3 = !DIFile(filename: "roundtrip/csrc/bits.c", directory: ".", checksumkind: CSK_MD5, checksum: "2f88f22ae61cf9269790c94143a23ea0")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !7}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !9, splitDebugInlining: false, nameTableKind: None)
!9 = !{!0}
!10 = !{}
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 2)
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 8, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 2}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = distinct !DISubprogram(name: "popc", scope: !3, file: !3, line: 2, type: !23, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8, retainedNodes: !10)
!23 = !DISubroutineType(types: !24)
!24 = !{!25, !26}
!25 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !27, line: 27, baseType: !28)
!27 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !29, line: 45, baseType: !30)
!29 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!30 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!31 = !DILocalVariable(name: "x", arg: 1, scope: !22, file: !3, line: 2, type: !26)
!32 = !DILocation(line: 2, column: 24, scope: !22)
!33 = !DILocation(line: 2, column: 57, scope: !22)
!34 = !DILocation(line: 2, column: 36, scope: !22)
!35 = !DILocation(line: 2, column: 29, scope: !22)
!36 = distinct !DISubprogram(name: "clz", scope: !3, file: !3, line: 3, type: !37, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8, retainedNodes: !10)
!37 = !DISubroutineType(types: !38)
!38 = !{!25, !39}
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !27, line: 26, baseType: !40)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !29, line: 42, baseType: !25)
!41 = !DILocalVariable(name: "x", arg: 1, scope: !36, file: !3, line: 3, type: !39)
!42 = !DILocation(line: 3, column: 23, scope: !36)
!43 = !DILocation(line: 3, column: 35, scope: !36)
!44 = !DILocation(line: 3, column: 53, scope: !36)
!45 = !DILocation(line: 3, column: 39, scope: !36)
!46 = !DILocation(line: 3, column: 28, scope: !36)
!47 = distinct !DISubprogram(name: "rotl", scope: !3, file: !3, line: 4, type: !48, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8, retainedNodes: !10)
!48 = !DISubroutineType(types: !49)
!49 = !{!39, !39, !25}
!50 = !DILocalVariable(name: "x", arg: 1, scope: !47, file: !3, line: 4, type: !39)
!51 = !DILocation(line: 4, column: 24, scope: !47)
!52 = !DILocalVariable(name: "r", arg: 2, scope: !47, file: !3, line: 4, type: !25)
!53 = !DILocation(line: 4, column: 36, scope: !47)
!54 = !DILocation(line: 4, column: 49, scope: !47)
!55 = !DILocation(line: 4, column: 55, scope: !47)
!56 = !DILocation(line: 4, column: 57, scope: !47)
!57 = !DILocation(line: 4, column: 51, scope: !47)
!58 = !DILocation(line: 4, column: 67, scope: !47)
!59 = !DILocation(line: 4, column: 79, scope: !47)
!60 = !DILocation(line: 4, column: 77, scope: !47)
!61 = !DILocation(line: 4, column: 82, scope: !47)
!62 = !DILocation(line: 4, column: 69, scope: !47)
!63 = !DILocation(line: 4, column: 64, scope: !47)
!64 = !DILocation(line: 4, column: 41, scope: !47)
!65 = distinct !DISubprogram(name: "bswap", scope: !3, file: !3, line: 5, type: !66, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8, retainedNodes: !10)
!66 = !DISubroutineType(types: !67)
!67 = !{!68, !68}
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !27, line: 25, baseType: !69)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !29, line: 40, baseType: !70)
!70 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!71 = !DILocalVariable(name: "x", arg: 1, scope: !65, file: !3, line: 5, type: !68)
!72 = !DILocation(line: 5, column: 25, scope: !65)
!73 = !DILocation(line: 5, column: 55, scope: !65)
!74 = !DILocation(line: 5, column: 37, scope: !65)
!75 = !DILocation(line: 5, column: 30, scope: !65)
!76 = distinct !DISubprogram(name: "sat_add", scope: !3, file: !3, line: 6, type: !77, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8, retainedNodes: !10)
!77 = !DISubroutineType(types: !78)
!78 = !{!7, !7, !7}
!79 = !DILocalVariable(name: "a", arg: 1, scope: !76, file: !3, line: 6, type: !7)
!80 = !DILocation(line: 6, column: 17, scope: !76)
!81 = !DILocalVariable(name: "b", arg: 2, scope: !76, file: !3, line: 6, type: !7)
!82 = !DILocation(line: 6, column: 24, scope: !76)
!83 = !DILocalVariable(name: "r", scope: !76, file: !3, line: 6, type: !7)
!84 = !DILocation(line: 6, column: 33, scope: !76)
!85 = !DILocation(line: 6, column: 63, scope: !86)
!86 = distinct !DILexicalBlock(scope: !76, file: !3, line: 6, column: 40)
!87 = !DILocation(line: 6, column: 66, scope: !86)
!88 = !DILocation(line: 6, column: 40, scope: !86)
!89 = !DILocation(line: 6, column: 40, scope: !76)
!90 = !DILocation(line: 6, column: 81, scope: !86)
!91 = !DILocation(line: 6, column: 83, scope: !86)
!92 = !DILocation(line: 6, column: 74, scope: !86)
!93 = !DILocation(line: 6, column: 119, scope: !76)
!94 = !DILocation(line: 6, column: 112, scope: !76)
!95 = !DILocation(line: 6, column: 122, scope: !76)
!96 = distinct !DISubprogram(name: "mul128", scope: !3, file: !3, line: 7, type: !97, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8, retainedNodes: !10)
!97 = !DISubroutineType(types: !98)
!98 = !{!99, !99, !99}
!99 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!100 = !DILocalVariable(name: "a", arg: 1, scope: !96, file: !3, line: 7, type: !99)
!101 = !DILocation(line: 7, column: 26, scope: !96)
!102 = !DILocalVariable(name: "b", arg: 2, scope: !96, file: !3, line: 7, type: !99)
!103 = !DILocation(line: 7, column: 38, scope: !96)
!104 = !DILocation(line: 7, column: 50, scope: !96)
!105 = !DILocation(line: 7, column: 54, scope: !96)
!106 = !DILocation(line: 7, column: 52, scope: !96)
!107 = !DILocation(line: 7, column: 43, scope: !96)
!108 = distinct !DISubprogram(name: "odd", scope: !3, file: !3, line: 8, type: !109, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8, retainedNodes: !10)
!109 = !DISubroutineType(types: !110)
!110 = !{!111, !111}
!111 = !DIBasicType(name: "_BitInt", size: 64, encoding: DW_ATE_signed)
!112 = !DILocalVariable(name: "a", arg: 1, scope: !108, file: !3, line: 8, type: !111)
!113 = !DILocation(line: 8, column: 29, scope: !108)
!114 = !DILocation(line: 8, column: 41, scope: !108)
!115 = !DILocation(line: 8, column: 43, scope: !108)
!116 = !DILocation(line: 8, column: 47, scope: !108)
!117 = !DILocation(line: 8, column: 34, scope: !108)
!118 = distinct !DISubprogram(name: "indirect", scope: !3, file: !3, line: 9, type: !119, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8, retainedNodes: !10)
!119 = !DISubroutineType(types: !120)
!120 = !{!7, !121, !7}
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !122, size: 64)
!122 = !DISubroutineType(types: !123)
!123 = !{!7, !7}
!124 = !DILocalVariable(name: "f", arg: 1, scope: !118, file: !3, line: 9, type: !121)
!125 = !DILocation(line: 9, column: 20, scope: !118)
!126 = !DILocalVariable(name: "x", arg: 2, scope: !118, file: !3, line: 9, type: !7)
!127 = !DILocation(line: 9, column: 33, scope: !118)
!128 = !DILocation(line: 9, column: 45, scope: !118)
!129 = !DILocation(line: 9, column: 47, scope: !118)
!130 = !DILocation(line: 9, column: 52, scope: !118)
!131 = !DILocation(line: 9, column: 54, scope: !118)
!132 = !DILocation(line: 9, column: 56, scope: !118)
!133 = !DILocation(line: 9, column: 50, scope: !118)
!134 = !DILocation(line: 9, column: 38, scope: !118)
!135 = distinct !DISubprogram(name: "use_indirect", scope: !3, file: !3, line: 11, type: !136, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8)
!136 = !DISubroutineType(types: !137)
!137 = !{!7}
!138 = !DILocation(line: 11, column: 33, scope: !135)
!139 = !DILocation(line: 11, column: 26, scope: !135)
!140 = distinct !DISubprogram(name: "sq", scope: !3, file: !3, line: 10, type: !122, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !8, retainedNodes: !10)
!141 = !DILocalVariable(name: "x", arg: 1, scope: !140, file: !3, line: 10, type: !7)
!142 = !DILocation(line: 10, column: 19, scope: !140)
!143 = !DILocation(line: 10, column: 31, scope: !140)
!144 = !DILocation(line: 10, column: 35, scope: !140)
!145 = !DILocation(line: 10, column: 33, scope: !140)
!146 = !DILocation(line: 10, column: 24, scope: !140)
!147 = !DILocalVariable(name: "i", arg: 1, scope: !2, file: !3, line: 12, type: !7)
!148 = !DILocation(line: 12, column: 22, scope: !2)
!149 = !DILocation(line: 12, column: 68, scope: !2)
!150 = !DILocation(line: 12, column: 70, scope: !2)
!151 = !DILocation(line: 12, column: 66, scope: !2)
!152 = !DILocation(line: 12, column: 60, scope: !2)
!153 = !DILabel(scope: !2, name: "a", file: !3, line: 12)
!154 = !DILocation(line: 12, column: 76, scope: !2)
!155 = !DILocation(line: 12, column: 86, scope: !2)
!156 = !DILocation(line: 12, column: 79, scope: !2)
!157 = !DILabel(scope: !2, name: "b", file: !3, line: 12)
!158 = !DILocation(line: 12, column: 92, scope: !2)
!159 = !DILocation(line: 12, column: 102, scope: !2)
!160 = !DILocation(line: 12, column: 95, scope: !2)
!161 = !DILocation(line: 12, column: 108, scope: !2)
