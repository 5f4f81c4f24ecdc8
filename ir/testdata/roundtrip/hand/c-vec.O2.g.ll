; ModuleID = 'roundtrip/csrc/vec.c'
source_filename = "roundtrip/csrc/vec.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <4 x float> @axpy(float noundef %0, <4 x float> noundef %1, <4 x float> noundef %2) local_unnamed_addr #0 !dbg !10 {
    #dbg_value(float %0, !19, !DIExpression(), !22)
    #dbg_value(<4 x float> %1, !20, !DIExpression(), !22)
    #dbg_value(<4 x float> %2, !21, !DIExpression(), !22)
  %4 = insertelement <4 x float> poison, float %0, i64 0, !dbg !23
  %5 = shufflevector <4 x float> %4, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !23
  %6 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %5, <4 x float> %1, <4 x float> %2), !dbg !24
  ret <4 x float> %6, !dbg !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local <8 x i32> @shuf(ptr nocapture noundef readonly byval(<8 x i32>) align 32 %0, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %1) local_unnamed_addr #2 !dbg !26 {
  %3 = load <8 x i32>, ptr %0, align 32, !tbaa !37
  %4 = load <8 x i32>, ptr %1, align 32, !tbaa !37
    #dbg_value(<8 x i32> %3, !35, !DIExpression(), !40)
    #dbg_value(<8 x i32> %4, !36, !DIExpression(), !40)
  %5 = shufflevector <8 x i32> %3, <8 x i32> %4, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 poison, i32 11>, !dbg !41
  ret <8 x i32> %5, !dbg !42
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @hsum(ptr nocapture noundef readonly byval(<8 x i32>) align 32 %0) local_unnamed_addr #3 !dbg !43 {
  %2 = load <8 x i32>, ptr %0, align 32, !tbaa !37
    #dbg_value(<8 x i32> %2, !47, !DIExpression(), !51)
    #dbg_value(i32 0, !48, !DIExpression(), !51)
    #dbg_value(i32 0, !49, !DIExpression(), !52)
    #dbg_value(i32 0, !49, !DIExpression(), !52)
    #dbg_value(i32 0, !48, !DIExpression(), !51)
    #dbg_value(i32 poison, !48, !DIExpression(), !51)
    #dbg_value(i32 1, !49, !DIExpression(), !52)
    #dbg_value(i32 poison, !48, !DIExpression(), !51)
    #dbg_value(i32 2, !49, !DIExpression(), !52)
    #dbg_value(i32 poison, !48, !DIExpression(), !51)
    #dbg_value(i32 3, !49, !DIExpression(), !52)
    #dbg_value(i32 poison, !48, !DIExpression(), !51)
    #dbg_value(i32 4, !49, !DIExpression(), !52)
    #dbg_value(i32 poison, !48, !DIExpression(), !51)
    #dbg_value(i32 5, !49, !DIExpression(), !52)
    #dbg_value(i32 poison, !48, !DIExpression(), !51)
    #dbg_value(i32 6, !49, !DIExpression(), !52)
    #dbg_value(i32 poison, !48, !DIExpression(), !51)
    #dbg_value(i32 7, !49, !DIExpression(), !52)
  %3 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %2), !dbg !53
    #dbg_value(i32 %3, !48, !DIExpression(), !51)
    #dbg_value(i32 8, !49, !DIExpression(), !52)
  ret i32 %3, !dbg !55
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @saxpy(i32 noundef %0, float noundef %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef %3) local_unnamed_addr #4 !dbg !56 {
    #dbg_value(i32 %0, !65, !DIExpression(), !71)
    #dbg_value(float %1, !66, !DIExpression(), !71)
    #dbg_value(ptr %2, !67, !DIExpression(), !71)
    #dbg_value(ptr %3, !68, !DIExpression(), !71)
    #dbg_value(i32 0, !69, !DIExpression(), !72)
  %5 = icmp sgt i32 %0, 0, !dbg !73
  br i1 %5, label %6, label %31, !dbg !75

6:                                                ; preds = %4
  %7 = zext nneg i32 %0 to i64, !dbg !73
  %8 = icmp ult i32 %0, 8, !dbg !75
  br i1 %8, label %9, label %11, !dbg !75

9:                                                ; preds = %29, %6
  %10 = phi i64 [ 0, %6 ], [ %12, %29 ]
  br label %32, !dbg !75

11:                                               ; preds = %6
  %12 = and i64 %7, 2147483640, !dbg !75
  %13 = insertelement <4 x float> poison, float %1, i64 0, !dbg !75
  %14 = shufflevector <4 x float> %13, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !75
  br label %15, !dbg !75

15:                                               ; preds = %15, %11
  %16 = phi i64 [ 0, %11 ], [ %27, %15 ], !dbg !76
  %17 = getelementptr inbounds float, ptr %2, i64 %16, !dbg !77
  %18 = getelementptr inbounds i8, ptr %17, i64 16, !dbg !77
  %19 = load <4 x float>, ptr %17, align 4, !dbg !77, !tbaa !78
  %20 = load <4 x float>, ptr %18, align 4, !dbg !77, !tbaa !78
  %21 = getelementptr inbounds float, ptr %3, i64 %16, !dbg !80
  %22 = getelementptr inbounds i8, ptr %21, i64 16, !dbg !80
  %23 = load <4 x float>, ptr %21, align 4, !dbg !80, !tbaa !78
  %24 = load <4 x float>, ptr %22, align 4, !dbg !80, !tbaa !78
  %25 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %14, <4 x float> %19, <4 x float> %23), !dbg !81
  %26 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %14, <4 x float> %20, <4 x float> %24), !dbg !81
  store <4 x float> %25, ptr %21, align 4, !dbg !82, !tbaa !78
  store <4 x float> %26, ptr %22, align 4, !dbg !82, !tbaa !78
  %27 = add nuw i64 %16, 8, !dbg !76
  %28 = icmp eq i64 %27, %12, !dbg !76
  br i1 %28, label %29, label %15, !dbg !76, !llvm.loop !83

29:                                               ; preds = %15
  %30 = icmp eq i64 %12, %7, !dbg !75
  br i1 %30, label %31, label %9, !dbg !75

31:                                               ; preds = %32, %29, %4
  ret void, !dbg !88

32:                                               ; preds = %9, %32
  %33 = phi i64 [ %39, %32 ], [ %10, %9 ]
    #dbg_value(i64 %33, !69, !DIExpression(), !72)
  %34 = getelementptr inbounds float, ptr %2, i64 %33, !dbg !77
  %35 = load float, ptr %34, align 4, !dbg !77, !tbaa !78
  %36 = getelementptr inbounds float, ptr %3, i64 %33, !dbg !80
  %37 = load float, ptr %36, align 4, !dbg !80, !tbaa !78
  %38 = tail call float @llvm.fmuladd.f32(float %1, float %35, float %37), !dbg !81
  store float %38, ptr %36, align 4, !dbg !82, !tbaa !78
  %39 = add nuw nsw i64 %33, 1, !dbg !76
    #dbg_value(i64 %39, !69, !DIExpression(), !72)
  %40 = icmp eq i64 %39, %7, !dbg !73
  br i1 %40, label %31, label %32, !dbg !75, !llvm.loop !89
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "roundtrip/csrc/vec.c", directory: ".", checksumkind: CSK_MD5, checksum: "95ffe1981892e72509e59f1cdfc54e45")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "axpy", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !15, !13, !13}
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4f", file: !1, line: 1, baseType: !14)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 128, flags: DIFlagVector, elements: !16)
!15 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!16 = !{!17}
!17 = !DISubrange(count: 4)
!18 = !{!19, !20, !21}
!19 = !DILocalVariable(name: "a", arg: 1, scope: !10, file: !1, line: 3, type: !15)
!20 = !DILocalVariable(name: "x", arg: 2, scope: !10, file: !1, line: 3, type: !13)
!21 = !DILocalVariable(name: "y", arg: 3, scope: !10, file: !1, line: 3, type: !13)
!22 = !DILocation(line: 0, scope: !10)
!23 = !DILocation(line: 3, column: 42, scope: !10)
!24 = !DILocation(line: 3, column: 48, scope: !10)
!25 = !DILocation(line: 3, column: 35, scope: !10)
!26 = distinct !DISubprogram(name: "shuf", scope: !1, file: !1, line: 4, type: !27, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !34)
!27 = !DISubroutineType(types: !28)
!28 = !{!29, !29, !29}
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "v8i", file: !1, line: 2, baseType: !30)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 256, flags: DIFlagVector, elements: !32)
!31 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!32 = !{!33}
!33 = !DISubrange(count: 8)
!34 = !{!35, !36}
!35 = !DILocalVariable(name: "a", arg: 1, scope: !26, file: !1, line: 4, type: !29)
!36 = !DILocalVariable(name: "b", arg: 2, scope: !26, file: !1, line: 4, type: !29)
!37 = !{!38, !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C/C++ TBAA"}
!40 = !DILocation(line: 0, scope: !26)
!41 = !DILocation(line: 4, column: 33, scope: !26)
!42 = !DILocation(line: 4, column: 26, scope: !26)
!43 = distinct !DISubprogram(name: "hsum", scope: !1, file: !1, line: 5, type: !44, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !46)
!44 = !DISubroutineType(types: !45)
!45 = !{!31, !29}
!46 = !{!47, !48, !49}
!47 = !DILocalVariable(name: "a", arg: 1, scope: !43, file: !1, line: 5, type: !29)
!48 = !DILocalVariable(name: "s", scope: !43, file: !1, line: 5, type: !31)
!49 = !DILocalVariable(name: "i", scope: !50, file: !1, line: 5, type: !31)
!50 = distinct !DILexicalBlock(scope: !43, file: !1, line: 5, column: 30)
!51 = !DILocation(line: 0, scope: !43)
!52 = !DILocation(line: 0, scope: !50)
!53 = !DILocation(line: 5, column: 60, scope: !54)
!54 = distinct !DILexicalBlock(scope: !50, file: !1, line: 5, column: 30)
!55 = !DILocation(line: 5, column: 69, scope: !43)
!56 = distinct !DISubprogram(name: "saxpy", scope: !1, file: !1, line: 6, type: !57, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !64)
!57 = !DISubroutineType(types: !58)
!58 = !{null, !31, !15, !59, !62}
!59 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !60)
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!61 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!62 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !63)
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!64 = !{!65, !66, !67, !68, !69}
!65 = !DILocalVariable(name: "n", arg: 1, scope: !56, file: !1, line: 6, type: !31)
!66 = !DILocalVariable(name: "a", arg: 2, scope: !56, file: !1, line: 6, type: !15)
!67 = !DILocalVariable(name: "x", arg: 3, scope: !56, file: !1, line: 6, type: !59)
!68 = !DILocalVariable(name: "y", arg: 4, scope: !56, file: !1, line: 6, type: !62)
!69 = !DILocalVariable(name: "i", scope: !70, file: !1, line: 6, type: !31)
!70 = distinct !DILexicalBlock(scope: !56, file: !1, line: 6, column: 74)
!71 = !DILocation(line: 0, scope: !56)
!72 = !DILocation(line: 0, scope: !70)
!73 = !DILocation(line: 6, column: 92, scope: !74)
!74 = distinct !DILexicalBlock(scope: !70, file: !1, line: 6, column: 74)
!75 = !DILocation(line: 6, column: 74, scope: !70)
!76 = !DILocation(line: 6, column: 98, scope: !74)
!77 = !DILocation(line: 6, column: 113, scope: !74)
!78 = !{!79, !79, i64 0}
!79 = !{!"float", !38, i64 0}
!80 = !DILocation(line: 6, column: 120, scope: !74)
!81 = !DILocation(line: 6, column: 118, scope: !74)
!82 = !DILocation(line: 6, column: 107, scope: !74)
!83 = distinct !{!83, !75, !84, !85, !86, !87}
!84 = !DILocation(line: 6, column: 123, scope: !70)
!85 = !{!"llvm.loop.mustprogress"}
!86 = !{!"llvm.loop.isvectorized", i32 1}
!87 = !{!"llvm.loop.unroll.runtime.disable"}
!88 = !DILocation(line: 6, column: 126, scope: !56)
!89 = distinct !{!89, !75, !84, !85, !87, !86}
