; ModuleID = 'roundtrip/csrc/vec.c'
source_filename = "roundtrip/csrc/vec.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x float> @axpy(float noundef %0, <4 x float> noundef %1, <4 x float> noundef %2) #0 !dbg !10 {
  %4 = alloca float, align 4
  %5 = alloca <4 x float>, align 16
  %6 = alloca <4 x float>, align 16
  store float %0, ptr %4, align 4
    #dbg_declare(ptr %4, !19, !DIExpression(), !20)
  store <4 x float> %1, ptr %5, align 16
    #dbg_declare(ptr %5, !21, !DIExpression(), !22)
  store <4 x float> %2, ptr %6, align 16
    #dbg_declare(ptr %6, !23, !DIExpression(), !24)
  %7 = load float, ptr %4, align 4, !dbg !25
  %8 = insertelement <4 x float> poison, float %7, i64 0, !dbg !25
  %9 = shufflevector <4 x float> %8, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !25
  %10 = load <4 x float>, ptr %5, align 16, !dbg !26
  %11 = load <4 x float>, ptr %6, align 16, !dbg !27
  %12 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %9, <4 x float> %10, <4 x float> %11), !dbg !28
  ret <4 x float> %12, !dbg !29
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <8 x i32> @shuf(ptr noundef byval(<8 x i32>) align 32 %0, ptr noundef byval(<8 x i32>) align 32 %1) #2 !dbg !30 {
  %3 = alloca <8 x i32>, align 32
  %4 = alloca <8 x i32>, align 32
  %5 = load <8 x i32>, ptr %0, align 32
  %6 = load <8 x i32>, ptr %1, align 32
  store <8 x i32> %5, ptr %3, align 32
    #dbg_declare(ptr %3, !38, !DIExpression(), !39)
  store <8 x i32> %6, ptr %4, align 32
    #dbg_declare(ptr %4, !40, !DIExpression(), !41)
  %7 = load <8 x i32>, ptr %3, align 32, !dbg !42
  %8 = load <8 x i32>, ptr %4, align 32, !dbg !43
  %9 = shufflevector <8 x i32> %7, <8 x i32> %8, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 poison, i32 11>, !dbg !44
  ret <8 x i32> %9, !dbg !45
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @hsum(ptr noundef byval(<8 x i32>) align 32 %0) #3 !dbg !46 {
  %2 = alloca <8 x i32>, align 32
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = load <8 x i32>, ptr %0, align 32
  store <8 x i32> %5, ptr %2, align 32
    #dbg_declare(ptr %2, !49, !DIExpression(), !50)
    #dbg_declare(ptr %3, !51, !DIExpression(), !52)
  store i32 0, ptr %3, align 4, !dbg !52
    #dbg_declare(ptr %4, !53, !DIExpression(), !55)
  store i32 0, ptr %4, align 4, !dbg !55
  br label %6, !dbg !56

6:                                                ; preds = %15, %1
  %7 = load i32, ptr %4, align 4, !dbg !57
  %8 = icmp slt i32 %7, 8, !dbg !59
  br i1 %8, label %9, label %18, !dbg !60

9:                                                ; preds = %6
  %10 = load <8 x i32>, ptr %2, align 32, !dbg !61
  %11 = load i32, ptr %4, align 4, !dbg !62
  %12 = extractelement <8 x i32> %10, i32 %11, !dbg !61
  %13 = load i32, ptr %3, align 4, !dbg !63
  %14 = add nsw i32 %13, %12, !dbg !63
  store i32 %14, ptr %3, align 4, !dbg !63
  br label %15, !dbg !64

15:                                               ; preds = %9
  %16 = load i32, ptr %4, align 4, !dbg !65
  %17 = add nsw i32 %16, 1, !dbg !65
  store i32 %17, ptr %4, align 4, !dbg !65
  br label %6, !dbg !66, !llvm.loop !67

18:                                               ; preds = %6
  %19 = load i32, ptr %3, align 4, !dbg !70
  ret i32 %19, !dbg !71
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @saxpy(i32 noundef %0, float noundef %1, ptr noalias noundef %2, ptr noalias noundef %3) #3 !dbg !72 {
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
    #dbg_declare(ptr %5, !80, !DIExpression(), !81)
  store float %1, ptr %6, align 4
    #dbg_declare(ptr %6, !82, !DIExpression(), !83)
  store ptr %2, ptr %7, align 8
    #dbg_declare(ptr %7, !84, !DIExpression(), !85)
  store ptr %3, ptr %8, align 8
    #dbg_declare(ptr %8, !86, !DIExpression(), !87)
    #dbg_declare(ptr %9, !88, !DIExpression(), !90)
  store i32 0, ptr %9, align 4, !dbg !90
  br label %10, !dbg !91

10:                                               ; preds = %31, %4
  %11 = load i32, ptr %9, align 4, !dbg !92
  %12 = load i32, ptr %5, align 4, !dbg !94
  %13 = icmp slt i32 %11, %12, !dbg !95
  br i1 %13, label %14, label %34, !dbg !96

14:                                               ; preds = %10
  %15 = load float, ptr %6, align 4, !dbg !97
  %16 = load ptr, ptr %7, align 8, !dbg !98
  %17 = load i32, ptr %9, align 4, !dbg !99
  %18 = sext i32 %17 to i64, !dbg !98
  %19 = getelementptr inbounds float, ptr %16, i64 %18, !dbg !98
  %20 = load float, ptr %19, align 4, !dbg !98
  %21 = load ptr, ptr %8, align 8, !dbg !100
  %22 = load i32, ptr %9, align 4, !dbg !101
  %23 = sext i32 %22 to i64, !dbg !100
  %24 = getelementptr inbounds float, ptr %21, i64 %23, !dbg !100
  %25 = load float, ptr %24, align 4, !dbg !100
  %26 = call float @llvm.fmuladd.f32(float %15, float %20, float %25), !dbg !102
  %27 = load ptr, ptr %8, align 8, !dbg !103
  %28 = load i32, ptr %9, align 4, !dbg !104
  %29 = sext i32 %28 to i64, !dbg !103
  %30 = getelementptr inbounds float, ptr %27, i64 %29, !dbg !103
  store float %26, ptr %30, align 4, !dbg !105
  br label %31, !dbg !103

31:                                               ; preds = %14
  %32 = load i32, ptr %9, align 4, !dbg !106
  %33 = add nsw i32 %32, 1, !dbg !106
  store i32 %33, ptr %9, align 4, !dbg !106
  br label %10, !dbg !107, !llvm.loop !108

34:                                               ; preds = %10
  ret void, !dbg !110
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "roundtrip/csrc/vec.c", directory: ".", checksumkind: CSK_MD5, checksum: "95ffe1981892e72509e59f1cdfc54e45")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "axpy", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !15, !13, !13}
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4f", file: !1, line: 1, baseType: !14)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 128, flags: DIFlagVector, elements: !16)
!15 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!16 = !{!17}
!17 = !DISubrange(count: 4)
!18 = !{}
!19 = !DILocalVariable(name: "a", arg: 1, scope: !10, file: !1, line: 3, type: !15)
!20 = !DILocation(line: 3, column: 16, scope: !10)
!21 = !DILocalVariable(name: "x", arg: 2, scope: !10, file: !1, line: 3, type: !13)
!22 = !DILocation(line: 3, column: 23, scope: !10)
!23 = !DILocalVariable(name: "y", arg: 3, scope: !10, file: !1, line: 3, type: !13)
!24 = !DILocation(line: 3, column: 30, scope: !10)
!25 = !DILocation(line: 3, column: 42, scope: !10)
!26 = !DILocation(line: 3, column: 46, scope: !10)
!27 = !DILocation(line: 3, column: 50, scope: !10)
!28 = !DILocation(line: 3, column: 48, scope: !10)
!29 = !DILocation(line: 3, column: 35, scope: !10)
!30 = distinct !DISubprogram(name: "shuf", scope: !1, file: !1, line: 4, type: !31, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!31 = !DISubroutineType(types: !32)
!32 = !{!33, !33, !33}
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "v8i", file: !1, line: 2, baseType: !34)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 256, flags: DIFlagVector, elements: !36)
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!36 = !{!37}
!37 = !DISubrange(count: 8)
!38 = !DILocalVariable(name: "a", arg: 1, scope: !30, file: !1, line: 4, type: !33)
!39 = !DILocation(line: 4, column: 14, scope: !30)
!40 = !DILocalVariable(name: "b", arg: 2, scope: !30, file: !1, line: 4, type: !33)
!41 = !DILocation(line: 4, column: 21, scope: !30)
!42 = !DILocation(line: 4, column: 57, scope: !30)
!43 = !DILocation(line: 4, column: 60, scope: !30)
!44 = !DILocation(line: 4, column: 33, scope: !30)
!45 = !DILocation(line: 4, column: 26, scope: !30)
!46 = distinct !DISubprogram(name: "hsum", scope: !1, file: !1, line: 5, type: !47, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!47 = !DISubroutineType(types: !48)
!48 = !{!35, !33}
!49 = !DILocalVariable(name: "a", arg: 1, scope: !46, file: !1, line: 5, type: !33)
!50 = !DILocation(line: 5, column: 14, scope: !46)
!51 = !DILocalVariable(name: "s", scope: !46, file: !1, line: 5, type: !35)
!52 = !DILocation(line: 5, column: 23, scope: !46)
!53 = !DILocalVariable(name: "i", scope: !54, file: !1, line: 5, type: !35)
!54 = distinct !DILexicalBlock(scope: !46, file: !1, line: 5, column: 30)
!55 = !DILocation(line: 5, column: 39, scope: !54)
!56 = !DILocation(line: 5, column: 35, scope: !54)
!57 = !DILocation(line: 5, column: 46, scope: !58)
!58 = distinct !DILexicalBlock(scope: !54, file: !1, line: 5, column: 30)
!59 = !DILocation(line: 5, column: 48, scope: !58)
!60 = !DILocation(line: 5, column: 30, scope: !54)
!61 = !DILocation(line: 5, column: 63, scope: !58)
!62 = !DILocation(line: 5, column: 65, scope: !58)
!63 = !DILocation(line: 5, column: 60, scope: !58)
!64 = !DILocation(line: 5, column: 58, scope: !58)
!65 = !DILocation(line: 5, column: 54, scope: !58)
!66 = !DILocation(line: 5, column: 30, scope: !58)
!67 = distinct !{!67, !60, !68, !69}
!68 = !DILocation(line: 5, column: 66, scope: !54)
!69 = !{!"llvm.loop.mustprogress"}
!70 = !DILocation(line: 5, column: 76, scope: !46)
!71 = !DILocation(line: 5, column: 69, scope: !46)
!72 = distinct !DISubprogram(name: "saxpy", scope: !1, file: !1, line: 6, type: !73, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!73 = !DISubroutineType(types: !74)
!74 = !{null, !35, !15, !75, !78}
!75 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !76)
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!77 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!78 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !79)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!80 = !DILocalVariable(name: "n", arg: 1, scope: !72, file: !1, line: 6, type: !35)
!81 = !DILocation(line: 6, column: 16, scope: !72)
!82 = !DILocalVariable(name: "a", arg: 2, scope: !72, file: !1, line: 6, type: !15)
!83 = !DILocation(line: 6, column: 25, scope: !72)
!84 = !DILocalVariable(name: "x", arg: 3, scope: !72, file: !1, line: 6, type: !75)
!85 = !DILocation(line: 6, column: 50, scope: !72)
!86 = !DILocalVariable(name: "y", arg: 4, scope: !72, file: !1, line: 6, type: !78)
!87 = !DILocation(line: 6, column: 69, scope: !72)
!88 = !DILocalVariable(name: "i", scope: !89, file: !1, line: 6, type: !35)
!89 = distinct !DILexicalBlock(scope: !72, file: !1, line: 6, column: 74)
!90 = !DILocation(line: 6, column: 83, scope: !89)
!91 = !DILocation(line: 6, column: 79, scope: !89)
!92 = !DILocation(line: 6, column: 90, scope: !93)
!93 = distinct !DILexicalBlock(scope: !89, file: !1, line: 6, column: 74)
!94 = !DILocation(line: 6, column: 94, scope: !93)
!95 = !DILocation(line: 6, column: 92, scope: !93)
!96 = !DILocation(line: 6, column: 74, scope: !89)
!97 = !DILocation(line: 6, column: 109, scope: !93)
!98 = !DILocation(line: 6, column: 113, scope: !93)
!99 = !DILocation(line: 6, column: 115, scope: !93)
!100 = !DILocation(line: 6, column: 120, scope: !93)
!101 = !DILocation(line: 6, column: 122, scope: !93)
!102 = !DILocation(line: 6, column: 118, scope: !93)
!103 = !DILocation(line: 6, column: 102, scope: !93)
!104 = !DILocation(line: 6, column: 104, scope: !93)
!105 = !DILocation(line: 6, column: 107, scope: !93)
!106 = !DILocation(line: 6, column: 98, scope: !93)
!107 = !DILocation(line: 6, column: 74, scope: !93)
!108 = distinct !{!108, !96, !109, !69}
!109 = !DILocation(line: 6, column: 123, scope: !89)
!110 = !DILocation(line: 6, column: 126, scope: !72)
