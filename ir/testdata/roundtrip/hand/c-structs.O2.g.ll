; ModuleID = 'roundtrip/csrc/structs.c'
source_filename = "roundtrip/csrc/structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.rect = type { %struct.point, %struct.point, [8 x i8] }
%struct.point = type { double, double }

@table = dso_local local_unnamed_addr global [3 x %struct.rect] [%struct.rect { %struct.point zeroinitializer, %struct.point { double 1.000000e+00, double 1.000000e+00 }, [8 x i8] c"a\00\00\00\00\00\00\00" }, %struct.rect { %struct.point { double 1.000000e+00, double 2.000000e+00 }, %struct.point { double 3.000000e+00, double 4.000000e+00 }, [8 x i8] c"bb\00\00\00\00\00\00" }, %struct.rect zeroinitializer], align 16, !dbg !0

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local { double, double } @mid(ptr nocapture noundef readonly byval(%struct.rect) align 8 %0) local_unnamed_addr #0 !dbg !35 {
    #dbg_declare(ptr %0, !39, !DIExpression(), !41)
  %2 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !42
    #dbg_value(double poison, !40, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !43)
  %3 = load <2 x double>, ptr %0, align 8, !dbg !44, !tbaa !45
  %4 = load <2 x double>, ptr %2, align 8, !dbg !49, !tbaa !45
  %5 = fadd <2 x double> %3, %4, !dbg !50
  %6 = fmul <2 x double> %5, <double 5.000000e-01, double 5.000000e-01>, !dbg !51
    #dbg_value(double poison, !40, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !43)
  %7 = extractelement <2 x double> %6, i64 0, !dbg !52
  %8 = insertvalue { double, double } poison, double %7, 0, !dbg !52
  %9 = extractelement <2 x double> %6, i64 1, !dbg !52
  %10 = insertvalue { double, double } %8, double %9, 1, !dbg !52
  ret { double, double } %10, !dbg !52
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @make(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.rect) align 8 %0, double noundef %1, double noundef %2) local_unnamed_addr #1 !dbg !53 {
    #dbg_value(double %1, !57, !DIExpression(), !60)
    #dbg_value(double %2, !58, !DIExpression(), !60)
    #dbg_declare(ptr %0, !59, !DIExpression(), !61)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %0, i8 0, i64 40, i1 false), !dbg !62
  %4 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !63
  store double %1, ptr %4, align 8, !dbg !64, !tbaa !65
  %5 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !68
  store double %2, ptr %5, align 8, !dbg !69, !tbaa !70
  %6 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !71
  store i32 7892834, ptr %6, align 8, !dbg !72
  ret void, !dbg !73
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @packed_sum(ptr nocapture noundef readonly %0) local_unnamed_addr #0 !dbg !74 {
    #dbg_value(ptr %0, !86, !DIExpression(), !87)
  %2 = load i8, ptr %0, align 1, !dbg !88, !tbaa !89
  %3 = sext i8 %2 to i32, !dbg !93
  %4 = getelementptr inbounds i8, ptr %0, i64 1, !dbg !94
  %5 = load i32, ptr %4, align 1, !dbg !94, !tbaa !95
  %6 = add nsw i32 %5, %3, !dbg !96
  %7 = getelementptr inbounds i8, ptr %0, i64 5, !dbg !97
  %8 = load i16, ptr %7, align 1, !dbg !97, !tbaa !98
  %9 = sext i16 %8 to i32, !dbg !99
  %10 = add nsw i32 %6, %9, !dbg !100
  ret i32 %10, !dbg !101
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef float @pun(i32 noundef %0) local_unnamed_addr #3 !dbg !102 {
    #dbg_value(i32 %0, !107, !DIExpression(), !114)
    #dbg_value(i32 %0, !108, !DIExpression(), !114)
  %2 = bitcast i32 %0 to float, !dbg !115
  ret float %2, !dbg !116
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!27, !28, !29, !30, !31, !32, !33}
!llvm.ident = !{!34}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 10, type: !11, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "roundtrip/csrc/structs.c", directory: ".", checksumkind: CSK_MD5, checksum: "137ae0e5c956fcb01006cbb1c51d4e83")
!4 = !{!5, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 7, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 32, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 4)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 960, elements: !25)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rect", file: !3, line: 3, size: 320, elements: !13)
!13 = !{!14, !20, !21}
!14 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !12, file: !3, line: 3, baseType: !15, size: 128)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !3, line: 2, size: 128, elements: !16)
!16 = !{!17, !19}
!17 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !15, file: !3, line: 2, baseType: !18, size: 64)
!18 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !15, file: !3, line: 2, baseType: !18, size: 64, offset: 64)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !12, file: !3, line: 3, baseType: !15, size: 128, offset: 128)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !12, file: !3, line: 3, baseType: !22, size: 64, offset: 256)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 64, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 8)
!25 = !{!26}
!26 = !DISubrange(count: 3)
!27 = !{i32 7, !"Dwarf Version", i32 5}
!28 = !{i32 2, !"Debug Info Version", i32 3}
!29 = !{i32 1, !"wchar_size", i32 4}
!30 = !{i32 8, !"PIC Level", i32 2}
!31 = !{i32 7, !"PIE Level", i32 2}
!32 = !{i32 7, !"uwtable", i32 2}
!33 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!34 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!35 = distinct !DISubprogram(name: "mid", scope: !3, file: !3, line: 6, type: !36, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !38)
!36 = !DISubroutineType(types: !37)
!37 = !{!15, !12}
!38 = !{!39, !40}
!39 = !DILocalVariable(name: "r", arg: 1, scope: !35, file: !3, line: 6, type: !12)
!40 = !DILocalVariable(name: "p", scope: !35, file: !3, line: 6, type: !15)
!41 = !DILocation(line: 6, column: 30, scope: !35)
!42 = !DILocation(line: 6, column: 66, scope: !35)
!43 = !DILocation(line: 0, scope: !35)
!44 = !DILocation(line: 6, column: 60, scope: !35)
!45 = !{!46, !46, i64 0}
!46 = !{!"double", !47, i64 0}
!47 = !{!"omnipotent char", !48, i64 0}
!48 = !{!"Simple C/C++ TBAA"}
!49 = !DILocation(line: 6, column: 69, scope: !35)
!50 = !DILocation(line: 6, column: 62, scope: !35)
!51 = !DILocation(line: 6, column: 72, scope: !35)
!52 = !DILocation(line: 6, column: 102, scope: !35)
!53 = distinct !DISubprogram(name: "make", scope: !3, file: !3, line: 7, type: !54, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !56)
!54 = !DISubroutineType(types: !55)
!55 = !{!12, !18, !18}
!56 = !{!57, !58, !59}
!57 = !DILocalVariable(name: "w", arg: 1, scope: !53, file: !3, line: 7, type: !18)
!58 = !DILocalVariable(name: "h", arg: 2, scope: !53, file: !3, line: 7, type: !18)
!59 = !DILocalVariable(name: "r", scope: !53, file: !3, line: 7, type: !12)
!60 = !DILocation(line: 0, scope: !53)
!61 = !DILocation(line: 7, column: 52, scope: !53)
!62 = !DILocation(line: 7, column: 55, scope: !53)
!63 = !DILocation(line: 7, column: 82, scope: !53)
!64 = !DILocation(line: 7, column: 87, scope: !53)
!65 = !{!66, !46, i64 16}
!66 = !{!"rect", !67, i64 0, !67, i64 16, !47, i64 32}
!67 = !{!"point", !46, i64 0, !46, i64 8}
!68 = !DILocation(line: 7, column: 97, scope: !53)
!69 = !DILocation(line: 7, column: 99, scope: !53)
!70 = !{!66, !46, i64 24}
!71 = !DILocation(line: 7, column: 113, scope: !53)
!72 = !DILocation(line: 7, column: 104, scope: !53)
!73 = !DILocation(line: 7, column: 126, scope: !53)
!74 = distinct !DISubprogram(name: "packed_sum", scope: !3, file: !3, line: 8, type: !75, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !85)
!75 = !DISubroutineType(types: !76)
!76 = !{!77, !78}
!77 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64)
!79 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "packed", file: !3, line: 4, size: 56, elements: !80)
!80 = !{!81, !82, !83}
!81 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !79, file: !3, line: 4, baseType: !8, size: 8)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !79, file: !3, line: 4, baseType: !77, size: 32, offset: 8)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !79, file: !3, line: 4, baseType: !84, size: 16, offset: 40)
!84 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!85 = !{!86}
!86 = !DILocalVariable(name: "p", arg: 1, scope: !74, file: !3, line: 8, type: !78)
!87 = !DILocation(line: 0, scope: !74)
!88 = !DILocation(line: 8, column: 46, scope: !74)
!89 = !{!90, !47, i64 0}
!90 = !{!"packed", !47, i64 0, !91, i64 1, !92, i64 5}
!91 = !{!"int", !47, i64 0}
!92 = !{!"short", !47, i64 0}
!93 = !DILocation(line: 8, column: 43, scope: !74)
!94 = !DILocation(line: 8, column: 53, scope: !74)
!95 = !{!90, !91, i64 1}
!96 = !DILocation(line: 8, column: 48, scope: !74)
!97 = !DILocation(line: 8, column: 60, scope: !74)
!98 = !{!90, !92, i64 5}
!99 = !DILocation(line: 8, column: 57, scope: !74)
!100 = !DILocation(line: 8, column: 55, scope: !74)
!101 = !DILocation(line: 8, column: 36, scope: !74)
!102 = distinct !DISubprogram(name: "pun", scope: !3, file: !3, line: 9, type: !103, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !106)
!103 = !DISubroutineType(types: !104)
!104 = !{!105, !77}
!105 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!106 = !{!107, !108}
!107 = !DILocalVariable(name: "i", arg: 1, scope: !102, file: !3, line: 9, type: !77)
!108 = !DILocalVariable(name: "x", scope: !102, file: !3, line: 9, type: !109)
!109 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "u", file: !3, line: 5, size: 32, elements: !110)
!110 = !{!111, !112, !113}
!111 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !109, file: !3, line: 5, baseType: !77, size: 32)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !109, file: !3, line: 5, baseType: !105, size: 32)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !109, file: !3, line: 5, baseType: !7, size: 32)
!114 = !DILocation(line: 0, scope: !102)
!115 = !DILocation(line: 9, column: 49, scope: !102)
!116 = !DILocation(line: 9, column: 40, scope: !102)
