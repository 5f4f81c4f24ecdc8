; ModuleID = 'roundtrip/csrc/floatmath.c'
source_filename = "roundtrip/csrc/floatmath.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @poly(double noundef %0) local_unnamed_addr #0 !dbg !12 {
    #dbg_value(double %0, !17, !DIExpression(), !18)
  %2 = tail call double @llvm.fmuladd.f64(double %0, double 3.500000e+00, double -2.250000e+00), !dbg !19
  %3 = tail call double @llvm.fmuladd.f64(double %2, double %0, double 1.000000e-03), !dbg !20
  %4 = tail call double @llvm.fmuladd.f64(double %3, double %0, double -7.000000e+00), !dbg !21
  ret double %4, !dbg !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local float @dot(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #2 !dbg !23 {
    #dbg_value(ptr %0, !31, !DIExpression(), !37)
    #dbg_value(ptr %1, !32, !DIExpression(), !37)
    #dbg_value(i32 %2, !33, !DIExpression(), !37)
    #dbg_value(float 0.000000e+00, !34, !DIExpression(), !37)
    #dbg_value(i32 0, !35, !DIExpression(), !38)
  %4 = icmp sgt i32 %2, 0, !dbg !39
  br i1 %4, label %5, label %28, !dbg !41

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64, !dbg !39
  %7 = and i64 %6, 3, !dbg !41
  %8 = icmp ult i32 %2, 4, !dbg !41
  br i1 %8, label %11, label %9, !dbg !41

9:                                                ; preds = %5
  %10 = and i64 %6, 2147483644, !dbg !41
  br label %30, !dbg !41

11:                                               ; preds = %30, %5
  %12 = phi float [ poison, %5 ], [ %56, %30 ]
  %13 = phi i64 [ 0, %5 ], [ %57, %30 ]
  %14 = phi float [ 0.000000e+00, %5 ], [ %56, %30 ]
  %15 = icmp eq i64 %7, 0, !dbg !41
  br i1 %15, label %28, label %16, !dbg !41

16:                                               ; preds = %11, %16
  %17 = phi i64 [ %25, %16 ], [ %13, %11 ]
  %18 = phi float [ %24, %16 ], [ %14, %11 ]
  %19 = phi i64 [ %26, %16 ], [ 0, %11 ]
    #dbg_value(i64 %17, !35, !DIExpression(), !38)
    #dbg_value(float %18, !34, !DIExpression(), !37)
  %20 = getelementptr inbounds float, ptr %0, i64 %17, !dbg !42
  %21 = load float, ptr %20, align 4, !dbg !42, !tbaa !43
  %22 = getelementptr inbounds float, ptr %1, i64 %17, !dbg !47
  %23 = load float, ptr %22, align 4, !dbg !47, !tbaa !43
  %24 = tail call float @llvm.fmuladd.f32(float %21, float %23, float %18), !dbg !48
    #dbg_value(float %24, !34, !DIExpression(), !37)
  %25 = add nuw nsw i64 %17, 1, !dbg !49
    #dbg_value(i64 %25, !35, !DIExpression(), !38)
  %26 = add i64 %19, 1, !dbg !41
  %27 = icmp eq i64 %26, %7, !dbg !41
  br i1 %27, label %28, label %16, !dbg !41, !llvm.loop !50

28:                                               ; preds = %11, %16, %3
  %29 = phi float [ 0.000000e+00, %3 ], [ %12, %11 ], [ %24, %16 ], !dbg !52
  ret float %29, !dbg !53

30:                                               ; preds = %30, %9
  %31 = phi i64 [ 0, %9 ], [ %57, %30 ]
  %32 = phi float [ 0.000000e+00, %9 ], [ %56, %30 ]
  %33 = phi i64 [ 0, %9 ], [ %58, %30 ]
    #dbg_value(i64 %31, !35, !DIExpression(), !38)
    #dbg_value(float %32, !34, !DIExpression(), !37)
  %34 = getelementptr inbounds float, ptr %0, i64 %31, !dbg !42
  %35 = load float, ptr %34, align 4, !dbg !42, !tbaa !43
  %36 = getelementptr inbounds float, ptr %1, i64 %31, !dbg !47
  %37 = load float, ptr %36, align 4, !dbg !47, !tbaa !43
  %38 = tail call float @llvm.fmuladd.f32(float %35, float %37, float %32), !dbg !48
    #dbg_value(float %38, !34, !DIExpression(), !37)
  %39 = or disjoint i64 %31, 1, !dbg !49
    #dbg_value(i64 %39, !35, !DIExpression(), !38)
  %40 = getelementptr inbounds float, ptr %0, i64 %39, !dbg !42
  %41 = load float, ptr %40, align 4, !dbg !42, !tbaa !43
  %42 = getelementptr inbounds float, ptr %1, i64 %39, !dbg !47
  %43 = load float, ptr %42, align 4, !dbg !47, !tbaa !43
  %44 = tail call float @llvm.fmuladd.f32(float %41, float %43, float %38), !dbg !48
    #dbg_value(float %44, !34, !DIExpression(), !37)
  %45 = or disjoint i64 %31, 2, !dbg !49
    #dbg_value(i64 %45, !35, !DIExpression(), !38)
  %46 = getelementptr inbounds float, ptr %0, i64 %45, !dbg !42
  %47 = load float, ptr %46, align 4, !dbg !42, !tbaa !43
  %48 = getelementptr inbounds float, ptr %1, i64 %45, !dbg !47
  %49 = load float, ptr %48, align 4, !dbg !47, !tbaa !43
  %50 = tail call float @llvm.fmuladd.f32(float %47, float %49, float %44), !dbg !48
    #dbg_value(float %50, !34, !DIExpression(), !37)
  %51 = or disjoint i64 %31, 3, !dbg !49
    #dbg_value(i64 %51, !35, !DIExpression(), !38)
  %52 = getelementptr inbounds float, ptr %0, i64 %51, !dbg !42
  %53 = load float, ptr %52, align 4, !dbg !42, !tbaa !43
  %54 = getelementptr inbounds float, ptr %1, i64 %51, !dbg !47
  %55 = load float, ptr %54, align 4, !dbg !47, !tbaa !43
  %56 = tail call float @llvm.fmuladd.f32(float %53, float %55, float %50), !dbg !48
    #dbg_value(float %56, !34, !DIExpression(), !37)
  %57 = add nuw nsw i64 %31, 4, !dbg !49
    #dbg_value(i64 %57, !35, !DIExpression(), !38)
  %58 = add i64 %33, 4, !dbg !41
  %59 = icmp eq i64 %58, %10, !dbg !41
  br i1 %59, label %11, label %30, !dbg !41, !llvm.loop !54
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @hyp(double noundef %0, double noundef %1) local_unnamed_addr #0 !dbg !57 {
    #dbg_value(double %0, !61, !DIExpression(), !63)
    #dbg_value(double %1, !62, !DIExpression(), !63)
  %3 = fmul double %1, %1, !dbg !64
  %4 = tail call double @llvm.fmuladd.f64(double %0, double %0, double %3), !dbg !65
  %5 = tail call double @llvm.sqrt.f64(double %4), !dbg !66
  ret double %5, !dbg !67
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef x86_fp80 @ld(x86_fp80 noundef %0) local_unnamed_addr #0 !dbg !68 {
    #dbg_value(x86_fp80 %0, !73, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !74)
  %2 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %0, x86_fp80 0xK40008000000000000000, x86_fp80 0xK3FFF8000000000000000), !dbg !75
  ret x86_fp80 %2, !dbg !76
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 4) i32 @classify(double noundef %0) local_unnamed_addr #0 !dbg !77 {
    #dbg_value(double %0, !81, !DIExpression(), !82)
  %2 = fcmp uno double %0, 0.000000e+00, !dbg !83
  br i1 %2, label %9, label %3, !dbg !83

3:                                                ; preds = %1
  %4 = tail call double @llvm.fabs.f64(double %0) #4, !dbg !84
  %5 = fcmp oeq double %4, 0x7FF0000000000000, !dbg !84
  br i1 %5, label %9, label %6, !dbg !84

6:                                                ; preds = %3
  %7 = fcmp olt double %0, 0.000000e+00, !dbg !85
  %8 = select i1 %7, i32 2, i32 3, !dbg !86
  br label %9, !dbg !84

9:                                                ; preds = %6, %3, %1
  %10 = phi i32 [ 0, %1 ], [ %8, %6 ], [ 1, %3 ], !dbg !83
  ret i32 %10, !dbg !87
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef half @half(half noundef %0) local_unnamed_addr #0 !dbg !88 {
    #dbg_value(half %0, !92, !DIExpression(), !93)
  %2 = fmul half %0, 0xH3800, !dbg !94
  ret half %2, !dbg !95
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "roundtrip/csrc/floatmath.c", directory: ".", checksumkind: CSK_MD5, checksum: "02e1247476821cf657494d813fb7b437")
!2 = !{!3}
!3 = !DIBasicType(name: "_Float16", size: 16, encoding: DW_ATE_float)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 2}
!10 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!12 = distinct !DISubprogram(name: "poly", scope: !1, file: !1, line: 2, type: !13, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !16)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !15}
!15 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!16 = !{!17}
!17 = !DILocalVariable(name: "x", arg: 1, scope: !12, file: !1, line: 2, type: !15)
!18 = !DILocation(line: 0, scope: !12)
!19 = !DILocation(line: 2, column: 42, scope: !12)
!20 = !DILocation(line: 2, column: 54, scope: !12)
!21 = !DILocation(line: 2, column: 66, scope: !12)
!22 = !DILocation(line: 2, column: 25, scope: !12)
!23 = distinct !DISubprogram(name: "dot", scope: !1, file: !1, line: 3, type: !24, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !30)
!24 = !DISubroutineType(types: !25)
!25 = !{!26, !27, !27, !29}
!26 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
!29 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!30 = !{!31, !32, !33, !34, !35}
!31 = !DILocalVariable(name: "a", arg: 1, scope: !23, file: !1, line: 3, type: !27)
!32 = !DILocalVariable(name: "b", arg: 2, scope: !23, file: !1, line: 3, type: !27)
!33 = !DILocalVariable(name: "n", arg: 3, scope: !23, file: !1, line: 3, type: !29)
!34 = !DILocalVariable(name: "s", scope: !23, file: !1, line: 3, type: !26)
!35 = !DILocalVariable(name: "i", scope: !36, file: !1, line: 3, type: !29)
!36 = distinct !DILexicalBlock(scope: !23, file: !1, line: 3, column: 65)
!37 = !DILocation(line: 0, scope: !23)
!38 = !DILocation(line: 0, scope: !36)
!39 = !DILocation(line: 3, column: 83, scope: !40)
!40 = distinct !DILexicalBlock(scope: !36, file: !1, line: 3, column: 65)
!41 = !DILocation(line: 3, column: 65, scope: !36)
!42 = !DILocation(line: 3, column: 98, scope: !40)
!43 = !{!44, !44, i64 0}
!44 = !{!"float", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !DILocation(line: 3, column: 105, scope: !40)
!48 = !DILocation(line: 3, column: 95, scope: !40)
!49 = !DILocation(line: 3, column: 89, scope: !40)
!50 = distinct !{!50, !51}
!51 = !{!"llvm.loop.unroll.disable"}
!52 = !DILocation(line: 3, scope: !23)
!53 = !DILocation(line: 3, column: 111, scope: !23)
!54 = distinct !{!54, !41, !55, !56}
!55 = !DILocation(line: 3, column: 108, scope: !36)
!56 = !{!"llvm.loop.mustprogress"}
!57 = distinct !DISubprogram(name: "hyp", scope: !1, file: !1, line: 4, type: !58, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !60)
!58 = !DISubroutineType(types: !59)
!59 = !{!15, !15, !15}
!60 = !{!61, !62}
!61 = !DILocalVariable(name: "a", arg: 1, scope: !57, file: !1, line: 4, type: !15)
!62 = !DILocalVariable(name: "b", arg: 2, scope: !57, file: !1, line: 4, type: !15)
!63 = !DILocation(line: 0, scope: !57)
!64 = !DILocation(line: 4, column: 56, scope: !57)
!65 = !DILocation(line: 4, column: 52, scope: !57)
!66 = !DILocation(line: 4, column: 41, scope: !57)
!67 = !DILocation(line: 4, column: 34, scope: !57)
!68 = distinct !DISubprogram(name: "ld", scope: !1, file: !1, line: 5, type: !69, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !72)
!69 = !DISubroutineType(types: !70)
!70 = !{!71, !71}
!71 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!72 = !{!73}
!73 = !DILocalVariable(name: "x", arg: 1, scope: !68, file: !1, line: 5, type: !71)
!74 = !DILocation(line: 0, scope: !68)
!75 = !DILocation(line: 5, column: 49, scope: !68)
!76 = !DILocation(line: 5, column: 33, scope: !68)
!77 = distinct !DISubprogram(name: "classify", scope: !1, file: !1, line: 6, type: !78, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !80)
!78 = !DISubroutineType(types: !79)
!79 = !{!29, !15}
!80 = !{!81}
!81 = !DILocalVariable(name: "d", arg: 1, scope: !77, file: !1, line: 6, type: !15)
!82 = !DILocation(line: 0, scope: !77)
!83 = !DILocation(line: 6, column: 33, scope: !77)
!84 = !DILocation(line: 6, column: 48, scope: !77)
!85 = !DILocation(line: 6, column: 65, scope: !77)
!86 = !DILocation(line: 6, column: 63, scope: !77)
!87 = !DILocation(line: 6, column: 26, scope: !77)
!88 = distinct !DISubprogram(name: "half", scope: !1, file: !1, line: 7, type: !89, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !91)
!89 = !DISubroutineType(types: !90)
!90 = !{!3, !3}
!91 = !{!92}
!92 = !DILocalVariable(name: "h", arg: 1, scope: !88, file: !1, line: 7, type: !3)
!93 = !DILocation(line: 0, scope: !88)
!94 = !DILocation(line: 7, column: 38, scope: !88)
!95 = !DILocation(line: 7, column: 29, scope: !88)
