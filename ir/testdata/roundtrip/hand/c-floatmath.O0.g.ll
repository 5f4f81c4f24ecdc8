; ModuleID = 'roundtrip/csrc/floatmath.c'
source_filename = "roundtrip/csrc/floatmath.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @poly(double noundef %0) #0 !dbg !12 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !17, !DIExpression(), !18)
  %3 = load double, ptr %2, align 8, !dbg !19
  %4 = call double @llvm.fmuladd.f64(double 3.500000e+00, double %3, double -2.250000e+00), !dbg !20
  %5 = load double, ptr %2, align 8, !dbg !21
  %6 = call double @llvm.fmuladd.f64(double %4, double %5, double 1.000000e-03), !dbg !22
  %7 = load double, ptr %2, align 8, !dbg !23
  %8 = call double @llvm.fmuladd.f64(double %6, double %7, double -7.000000e+00), !dbg !24
  ret double %8, !dbg !25
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @dot(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !26 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !33, !DIExpression(), !34)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !35, !DIExpression(), !36)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !37, !DIExpression(), !38)
    #dbg_declare(ptr %7, !39, !DIExpression(), !40)
  store float 0.000000e+00, ptr %7, align 4, !dbg !40
    #dbg_declare(ptr %8, !41, !DIExpression(), !43)
  store i32 0, ptr %8, align 4, !dbg !43
  br label %9, !dbg !44

9:                                                ; preds = %26, %3
  %10 = load i32, ptr %8, align 4, !dbg !45
  %11 = load i32, ptr %6, align 4, !dbg !47
  %12 = icmp slt i32 %10, %11, !dbg !48
  br i1 %12, label %13, label %29, !dbg !49

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8, !dbg !50
  %15 = load i32, ptr %8, align 4, !dbg !51
  %16 = sext i32 %15 to i64, !dbg !50
  %17 = getelementptr inbounds float, ptr %14, i64 %16, !dbg !50
  %18 = load float, ptr %17, align 4, !dbg !50
  %19 = load ptr, ptr %5, align 8, !dbg !52
  %20 = load i32, ptr %8, align 4, !dbg !53
  %21 = sext i32 %20 to i64, !dbg !52
  %22 = getelementptr inbounds float, ptr %19, i64 %21, !dbg !52
  %23 = load float, ptr %22, align 4, !dbg !52
  %24 = load float, ptr %7, align 4, !dbg !54
  %25 = call float @llvm.fmuladd.f32(float %18, float %23, float %24), !dbg !54
  store float %25, ptr %7, align 4, !dbg !54
  br label %26, !dbg !55

26:                                               ; preds = %13
  %27 = load i32, ptr %8, align 4, !dbg !56
  %28 = add nsw i32 %27, 1, !dbg !56
  store i32 %28, ptr %8, align 4, !dbg !56
  br label %9, !dbg !57, !llvm.loop !58

29:                                               ; preds = %9
  %30 = load float, ptr %7, align 4, !dbg !61
  ret float %30, !dbg !62
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @hyp(double noundef %0, double noundef %1) #0 !dbg !63 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
    #dbg_declare(ptr %3, !66, !DIExpression(), !67)
  store double %1, ptr %4, align 8
    #dbg_declare(ptr %4, !68, !DIExpression(), !69)
  %5 = load double, ptr %3, align 8, !dbg !70
  %6 = load double, ptr %3, align 8, !dbg !71
  %7 = load double, ptr %4, align 8, !dbg !72
  %8 = load double, ptr %4, align 8, !dbg !73
  %9 = fmul double %7, %8, !dbg !74
  %10 = call double @llvm.fmuladd.f64(double %5, double %6, double %9), !dbg !75
  %11 = call double @sqrt(double noundef %10) #3, !dbg !76
  ret double %11, !dbg !77
}

; Function Attrs: nounwind
declare double @sqrt(double noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local x86_fp80 @ld(x86_fp80 noundef %0) #0 !dbg !78 {
  %2 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %2, align 16
    #dbg_declare(ptr %2, !82, !DIExpression(), !83)
  %3 = load x86_fp80, ptr %2, align 16, !dbg !84
  %4 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %3, x86_fp80 0xK40008000000000000000, x86_fp80 0xK3FFF8000000000000000), !dbg !85
  ret x86_fp80 %4, !dbg !86
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @classify(double noundef %0) #0 !dbg !87 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !90, !DIExpression(), !91)
  %3 = load double, ptr %2, align 8, !dbg !92
  %4 = call i1 @llvm.is.fpclass.f64(double %3, i32 3), !dbg !92
  br i1 %4, label %5, label %6, !dbg !92

5:                                                ; preds = %1
  br label %23, !dbg !92

6:                                                ; preds = %1
  %7 = load double, ptr %2, align 8, !dbg !93
  %8 = call double @llvm.fabs.f64(double %7) #4, !dbg !93
  %9 = fcmp oeq double %8, 0x7FF0000000000000, !dbg !93
  %10 = bitcast double %7 to i64, !dbg !93
  %11 = icmp slt i64 %10, 0, !dbg !93
  %12 = select i1 %11, i32 -1, i32 1, !dbg !93
  %13 = select i1 %9, i32 %12, i32 0, !dbg !93
  %14 = icmp ne i32 %13, 0, !dbg !93
  br i1 %14, label %15, label %16, !dbg !93

15:                                               ; preds = %6
  br label %21, !dbg !93

16:                                               ; preds = %6
  %17 = load double, ptr %2, align 8, !dbg !94
  %18 = fcmp olt double %17, 0.000000e+00, !dbg !95
  %19 = zext i1 %18 to i64, !dbg !94
  %20 = select i1 %18, i32 2, i32 3, !dbg !94
  br label %21, !dbg !93

21:                                               ; preds = %16, %15
  %22 = phi i32 [ 1, %15 ], [ %20, %16 ], !dbg !93
  br label %23, !dbg !92

23:                                               ; preds = %21, %5
  %24 = phi i32 [ 0, %5 ], [ %22, %21 ], !dbg !92
  ret i32 %24, !dbg !96
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local half @half(half noundef %0) #0 !dbg !97 {
  %2 = alloca half, align 2
  store half %0, ptr %2, align 2
    #dbg_declare(ptr %2, !100, !DIExpression(), !101)
  %3 = load half, ptr %2, align 2, !dbg !102
  %4 = fpext half %3 to float, !dbg !103
  %5 = fmul float %4, 5.000000e-01, !dbg !103
  %6 = fptrunc float %5 to half, !dbg !103
  ret half %6, !dbg !104
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "roundtrip/csrc/floatmath.c", directory: ".", checksumkind: CSK_MD5, checksum: "02e1247476821cf657494d813fb7b437")
!2 = !{!3}
!3 = !DIBasicType(name: "_Float16", size: 16, encoding: DW_ATE_float)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 2}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!12 = distinct !DISubprogram(name: "poly", scope: !1, file: !1, line: 2, type: !13, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !15}
!15 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!16 = !{}
!17 = !DILocalVariable(name: "x", arg: 1, scope: !12, file: !1, line: 2, type: !15)
!18 = !DILocation(line: 2, column: 20, scope: !12)
!19 = !DILocation(line: 2, column: 40, scope: !12)
!20 = !DILocation(line: 2, column: 42, scope: !12)
!21 = !DILocation(line: 2, column: 52, scope: !12)
!22 = !DILocation(line: 2, column: 54, scope: !12)
!23 = !DILocation(line: 2, column: 64, scope: !12)
!24 = !DILocation(line: 2, column: 66, scope: !12)
!25 = !DILocation(line: 2, column: 25, scope: !12)
!26 = distinct !DISubprogram(name: "dot", scope: !1, file: !1, line: 3, type: !27, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!27 = !DISubroutineType(types: !28)
!28 = !{!29, !30, !30, !32}
!29 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !DILocalVariable(name: "a", arg: 1, scope: !26, file: !1, line: 3, type: !30)
!34 = !DILocation(line: 3, column: 24, scope: !26)
!35 = !DILocalVariable(name: "b", arg: 2, scope: !26, file: !1, line: 3, type: !30)
!36 = !DILocation(line: 3, column: 40, scope: !26)
!37 = !DILocalVariable(name: "n", arg: 3, scope: !26, file: !1, line: 3, type: !32)
!38 = !DILocation(line: 3, column: 47, scope: !26)
!39 = !DILocalVariable(name: "s", scope: !26, file: !1, line: 3, type: !29)
!40 = !DILocation(line: 3, column: 58, scope: !26)
!41 = !DILocalVariable(name: "i", scope: !42, file: !1, line: 3, type: !32)
!42 = distinct !DILexicalBlock(scope: !26, file: !1, line: 3, column: 65)
!43 = !DILocation(line: 3, column: 74, scope: !42)
!44 = !DILocation(line: 3, column: 70, scope: !42)
!45 = !DILocation(line: 3, column: 81, scope: !46)
!46 = distinct !DILexicalBlock(scope: !42, file: !1, line: 3, column: 65)
!47 = !DILocation(line: 3, column: 85, scope: !46)
!48 = !DILocation(line: 3, column: 83, scope: !46)
!49 = !DILocation(line: 3, column: 65, scope: !42)
!50 = !DILocation(line: 3, column: 98, scope: !46)
!51 = !DILocation(line: 3, column: 100, scope: !46)
!52 = !DILocation(line: 3, column: 105, scope: !46)
!53 = !DILocation(line: 3, column: 107, scope: !46)
!54 = !DILocation(line: 3, column: 95, scope: !46)
!55 = !DILocation(line: 3, column: 93, scope: !46)
!56 = !DILocation(line: 3, column: 89, scope: !46)
!57 = !DILocation(line: 3, column: 65, scope: !46)
!58 = distinct !{!58, !49, !59, !60}
!59 = !DILocation(line: 3, column: 108, scope: !42)
!60 = !{!"llvm.loop.mustprogress"}
!61 = !DILocation(line: 3, column: 118, scope: !26)
!62 = !DILocation(line: 3, column: 111, scope: !26)
!63 = distinct !DISubprogram(name: "hyp", scope: !1, file: !1, line: 4, type: !64, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!64 = !DISubroutineType(types: !65)
!65 = !{!15, !15, !15}
!66 = !DILocalVariable(name: "a", arg: 1, scope: !63, file: !1, line: 4, type: !15)
!67 = !DILocation(line: 4, column: 19, scope: !63)
!68 = !DILocalVariable(name: "b", arg: 2, scope: !63, file: !1, line: 4, type: !15)
!69 = !DILocation(line: 4, column: 29, scope: !63)
!70 = !DILocation(line: 4, column: 46, scope: !63)
!71 = !DILocation(line: 4, column: 50, scope: !63)
!72 = !DILocation(line: 4, column: 54, scope: !63)
!73 = !DILocation(line: 4, column: 58, scope: !63)
!74 = !DILocation(line: 4, column: 56, scope: !63)
!75 = !DILocation(line: 4, column: 52, scope: !63)
!76 = !DILocation(line: 4, column: 41, scope: !63)
!77 = !DILocation(line: 4, column: 34, scope: !63)
!78 = distinct !DISubprogram(name: "ld", scope: !1, file: !1, line: 5, type: !79, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!79 = !DISubroutineType(types: !80)
!80 = !{!81, !81}
!81 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!82 = !DILocalVariable(name: "x", arg: 1, scope: !78, file: !1, line: 5, type: !81)
!83 = !DILocation(line: 5, column: 28, scope: !78)
!84 = !DILocation(line: 5, column: 40, scope: !78)
!85 = !DILocation(line: 5, column: 49, scope: !78)
!86 = !DILocation(line: 5, column: 33, scope: !78)
!87 = distinct !DISubprogram(name: "classify", scope: !1, file: !1, line: 6, type: !88, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!88 = !DISubroutineType(types: !89)
!89 = !{!32, !15}
!90 = !DILocalVariable(name: "d", arg: 1, scope: !87, file: !1, line: 6, type: !15)
!91 = !DILocation(line: 6, column: 21, scope: !87)
!92 = !DILocation(line: 6, column: 33, scope: !87)
!93 = !DILocation(line: 6, column: 48, scope: !87)
!94 = !DILocation(line: 6, column: 63, scope: !87)
!95 = !DILocation(line: 6, column: 65, scope: !87)
!96 = !DILocation(line: 6, column: 26, scope: !87)
!97 = distinct !DISubprogram(name: "half", scope: !1, file: !1, line: 7, type: !98, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!98 = !DISubroutineType(types: !99)
!99 = !{!3, !3}
!100 = !DILocalVariable(name: "h", arg: 1, scope: !97, file: !1, line: 7, type: !3)
!101 = !DILocation(line: 7, column: 24, scope: !97)
!102 = !DILocation(line: 7, column: 36, scope: !97)
!103 = !DILocation(line: 7, column: 38, scope: !97)
!104 = !DILocation(line: 7, column: 29, scope: !97)
