; ModuleID = 'roundtrip/csrc/switch.c'
source_filename = "roundtrip/csrc/switch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"alpha\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [5 x i8] c"beta\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [2 x i8] c"?\00", align 1, !dbg !14

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @dispatch(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !29 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
    #dbg_declare(ptr %5, !34, !DIExpression(), !35)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !36, !DIExpression(), !37)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !38, !DIExpression(), !39)
  %8 = load i32, ptr %5, align 4, !dbg !40
  switch i32 %8, label %40 [
    i32 0, label %9
    i32 1, label %13
    i32 2, label %17
    i32 3, label %21
    i32 7, label %31
    i32 100, label %36
  ], !dbg !41

9:                                                ; preds = %3
  %10 = load i32, ptr %6, align 4, !dbg !42
  %11 = load i32, ptr %7, align 4, !dbg !44
  %12 = add nsw i32 %10, %11, !dbg !45
  store i32 %12, ptr %4, align 4, !dbg !46
  br label %41, !dbg !46

13:                                               ; preds = %3
  %14 = load i32, ptr %6, align 4, !dbg !47
  %15 = load i32, ptr %7, align 4, !dbg !48
  %16 = sub nsw i32 %14, %15, !dbg !49
  store i32 %16, ptr %4, align 4, !dbg !50
  br label %41, !dbg !50

17:                                               ; preds = %3
  %18 = load i32, ptr %6, align 4, !dbg !51
  %19 = load i32, ptr %7, align 4, !dbg !52
  %20 = mul nsw i32 %18, %19, !dbg !53
  store i32 %20, ptr %4, align 4, !dbg !54
  br label %41, !dbg !54

21:                                               ; preds = %3
  %22 = load i32, ptr %7, align 4, !dbg !55
  %23 = icmp ne i32 %22, 0, !dbg !55
  br i1 %23, label %24, label %28, !dbg !55

24:                                               ; preds = %21
  %25 = load i32, ptr %6, align 4, !dbg !56
  %26 = load i32, ptr %7, align 4, !dbg !57
  %27 = sdiv i32 %25, %26, !dbg !58
  br label %29, !dbg !55

28:                                               ; preds = %21
  br label %29, !dbg !55

29:                                               ; preds = %28, %24
  %30 = phi i32 [ %27, %24 ], [ 0, %28 ], !dbg !55
  store i32 %30, ptr %4, align 4, !dbg !59
  br label %41, !dbg !59

31:                                               ; preds = %3
  %32 = load i32, ptr %6, align 4, !dbg !60
  %33 = load i32, ptr %7, align 4, !dbg !61
  %34 = and i32 %33, 31, !dbg !62
  %35 = shl i32 %32, %34, !dbg !63
  store i32 %35, ptr %4, align 4, !dbg !64
  br label %41, !dbg !64

36:                                               ; preds = %3
  %37 = load i32, ptr %6, align 4, !dbg !65
  %38 = load i32, ptr %7, align 4, !dbg !66
  %39 = xor i32 %37, %38, !dbg !67
  store i32 %39, ptr %4, align 4, !dbg !68
  br label %41, !dbg !68

40:                                               ; preds = %3
  store i32 -1, ptr %4, align 4, !dbg !69
  br label %41, !dbg !69

41:                                               ; preds = %40, %36, %31, %29, %17, %13, %9
  %42 = load i32, ptr %4, align 4, !dbg !70
  ret i32 %42, !dbg !70
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @name(i32 noundef %0) #0 !dbg !71 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !77, !DIExpression(), !78)
  %4 = load i32, ptr %3, align 4, !dbg !79
  switch i32 %4, label %8 [
    i32 97, label %5
    i32 98, label %6
    i32 103, label %7
  ], !dbg !80

5:                                                ; preds = %1
  store ptr @.str, ptr %2, align 8, !dbg !81
  br label %9, !dbg !81

6:                                                ; preds = %1
  store ptr @.str.1, ptr %2, align 8, !dbg !83
  br label %9, !dbg !83

7:                                                ; preds = %1
  store ptr @.str.2, ptr %2, align 8, !dbg !84
  br label %9, !dbg !84

8:                                                ; preds = %1
  store ptr @.str.3, ptr %2, align 8, !dbg !85
  br label %9, !dbg !85

9:                                                ; preds = %8, %7, %6, %5
  %10 = load ptr, ptr %2, align 8, !dbg !86
  ret ptr %10, !dbg !86
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!21, !22, !23, !24, !25, !26, !27}
!llvm.ident = !{!28}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "roundtrip/csrc/switch.c", directory: ".", checksumkind: CSK_MD5, checksum: "aba5118bef7fc6daf6857fe4cd276101")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 6)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 5)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !3, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 2)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !12, !14}
!21 = !{i32 7, !"Dwarf Version", i32 5}
!22 = !{i32 2, !"Debug Info Version", i32 3}
!23 = !{i32 1, !"wchar_size", i32 4}
!24 = !{i32 8, !"PIC Level", i32 2}
!25 = !{i32 7, !"PIE Level", i32 2}
!26 = !{i32 7, !"uwtable", i32 2}
!27 = !{i32 7, !"frame-pointer", i32 2}
!28 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!29 = distinct !DISubprogram(name: "dispatch", scope: !2, file: !2, line: 1, type: !30, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !33)
!30 = !DISubroutineType(types: !31)
!31 = !{!32, !32, !32, !32}
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !{}
!34 = !DILocalVariable(name: "op", arg: 1, scope: !29, file: !2, line: 1, type: !32)
!35 = !DILocation(line: 1, column: 18, scope: !29)
!36 = !DILocalVariable(name: "a", arg: 2, scope: !29, file: !2, line: 1, type: !32)
!37 = !DILocation(line: 1, column: 26, scope: !29)
!38 = !DILocalVariable(name: "b", arg: 3, scope: !29, file: !2, line: 1, type: !32)
!39 = !DILocation(line: 1, column: 33, scope: !29)
!40 = !DILocation(line: 2, column: 11, scope: !29)
!41 = !DILocation(line: 2, column: 3, scope: !29)
!42 = !DILocation(line: 3, column: 18, scope: !43)
!43 = distinct !DILexicalBlock(scope: !29, file: !2, line: 2, column: 15)
!44 = !DILocation(line: 3, column: 22, scope: !43)
!45 = !DILocation(line: 3, column: 20, scope: !43)
!46 = !DILocation(line: 3, column: 11, scope: !43)
!47 = !DILocation(line: 4, column: 18, scope: !43)
!48 = !DILocation(line: 4, column: 22, scope: !43)
!49 = !DILocation(line: 4, column: 20, scope: !43)
!50 = !DILocation(line: 4, column: 11, scope: !43)
!51 = !DILocation(line: 5, column: 18, scope: !43)
!52 = !DILocation(line: 5, column: 22, scope: !43)
!53 = !DILocation(line: 5, column: 20, scope: !43)
!54 = !DILocation(line: 5, column: 11, scope: !43)
!55 = !DILocation(line: 6, column: 18, scope: !43)
!56 = !DILocation(line: 6, column: 22, scope: !43)
!57 = !DILocation(line: 6, column: 26, scope: !43)
!58 = !DILocation(line: 6, column: 24, scope: !43)
!59 = !DILocation(line: 6, column: 11, scope: !43)
!60 = !DILocation(line: 7, column: 18, scope: !43)
!61 = !DILocation(line: 7, column: 24, scope: !43)
!62 = !DILocation(line: 7, column: 26, scope: !43)
!63 = !DILocation(line: 7, column: 20, scope: !43)
!64 = !DILocation(line: 7, column: 11, scope: !43)
!65 = !DILocation(line: 8, column: 20, scope: !43)
!66 = !DILocation(line: 8, column: 24, scope: !43)
!67 = !DILocation(line: 8, column: 22, scope: !43)
!68 = !DILocation(line: 8, column: 13, scope: !43)
!69 = !DILocation(line: 9, column: 12, scope: !43)
!70 = !DILocation(line: 11, column: 1, scope: !29)
!71 = distinct !DISubprogram(name: "name", scope: !2, file: !2, line: 12, type: !72, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !33)
!72 = !DISubroutineType(types: !73)
!73 = !{!74, !76}
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64)
!75 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!76 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!77 = !DILocalVariable(name: "c", arg: 1, scope: !71, file: !2, line: 12, type: !76)
!78 = !DILocation(line: 12, column: 27, scope: !71)
!79 = !DILocation(line: 13, column: 11, scope: !71)
!80 = !DILocation(line: 13, column: 3, scope: !71)
!81 = !DILocation(line: 13, column: 26, scope: !82)
!82 = distinct !DILexicalBlock(scope: !71, file: !2, line: 13, column: 14)
!83 = !DILocation(line: 13, column: 52, scope: !82)
!84 = !DILocation(line: 13, column: 77, scope: !82)
!85 = !DILocation(line: 14, column: 3, scope: !71)
!86 = !DILocation(line: 15, column: 1, scope: !71)
