; ModuleID = 'roundtrip/csrc/bits.c'
source_filename = "roundtrip/csrc/bits.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@label_addr.t = internal unnamed_addr constant [2 x ptr] [ptr blockaddress(@label_addr, %7), ptr blockaddress(@label_addr, %6)], align 16, !dbg !0

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 65) i32 @popc(i64 noundef %0) local_unnamed_addr #0 !dbg !25 {
    #dbg_value(i64 %0, !35, !DIExpression(), !36)
  %2 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %0), !dbg !37
  %3 = trunc nuw nsw i64 %2 to i32, !dbg !37
  ret i32 %3, !dbg !38
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 33) i32 @clz(i32 noundef %0) local_unnamed_addr #0 !dbg !39 {
    #dbg_value(i32 %0, !45, !DIExpression(), !46)
  %2 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %0, i1 false), !dbg !47
  ret i32 %2, !dbg !48
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @rotl(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !49 {
    #dbg_value(i32 %0, !53, !DIExpression(), !55)
    #dbg_value(i32 %1, !54, !DIExpression(), !55)
  %3 = tail call i32 @llvm.fshl.i32(i32 %0, i32 %0, i32 %1), !dbg !56
  ret i32 %3, !dbg !57
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef zeroext i16 @bswap(i16 noundef zeroext %0) local_unnamed_addr #0 !dbg !58 {
    #dbg_value(i16 %0, !65, !DIExpression(), !66)
  %2 = tail call i16 @llvm.bswap.i16(i16 %0), !dbg !67
  ret i16 %2, !dbg !68
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bswap.i16(i16) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @sat_add(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !69 {
    #dbg_value(i32 %0, !73, !DIExpression(), !76)
    #dbg_value(i32 %1, !74, !DIExpression(), !76)
    #dbg_value(i32 poison, !75, !DIExpression(), !76)
  %3 = tail call i32 @llvm.sadd.sat.i32(i32 %0, i32 %1), !dbg !77
  ret i32 %3, !dbg !78
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { i64, i64 } @mul128(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #0 !dbg !79 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or disjoint i128 %6, %7
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or disjoint i128 %10, %11
    #dbg_value(i128 %8, !84, !DIExpression(), !86)
    #dbg_value(i128 %12, !85, !DIExpression(), !86)
  %13 = mul nsw i128 %12, %8, !dbg !87
  %14 = trunc i128 %13 to i64, !dbg !88
  %15 = lshr i128 %13, 64, !dbg !88
  %16 = trunc nuw i128 %15 to i64, !dbg !88
  %17 = insertvalue { i64, i64 } poison, i64 %14, 0, !dbg !88
  %18 = insertvalue { i64, i64 } %17, i64 %16, 1, !dbg !88
  ret { i64, i64 } %18, !dbg !88
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef range(i64 0, 137438953472) i64 @odd(i64 noundef %0) local_unnamed_addr #0 !dbg !89 {
    #dbg_value(i64 %0, !94, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 37, DW_ATE_unsigned, DW_OP_LLVM_convert, 37, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !95)
  %2 = mul i64 %0, 3, !dbg !96
  %3 = add i64 %2, 1, !dbg !97
  %4 = and i64 %3, 137438953471, !dbg !98
  ret i64 %4, !dbg !98
}

; Function Attrs: nounwind uwtable
define dso_local i32 @indirect(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #2 !dbg !99 {
    #dbg_value(ptr %0, !106, !DIExpression(), !108)
    #dbg_value(i32 %1, !107, !DIExpression(), !108)
  %3 = tail call i32 %0(i32 noundef %1) #4, !dbg !109
  %4 = add nsw i32 %1, 1, !dbg !110
  %5 = tail call i32 %0(i32 noundef %4) #4, !dbg !111
  %6 = add nsw i32 %5, %3, !dbg !112
  ret i32 %6, !dbg !113
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @use_indirect() local_unnamed_addr #0 !dbg !114 {
  ret i32 41, !dbg !117
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local ptr @label_addr(i32 noundef %0) #0 !dbg !2 {
    #dbg_value(i32 %0, !11, !DIExpression(), !118)
  %2 = and i32 %0, 1, !dbg !119
  %3 = zext nneg i32 %2 to i64, !dbg !120
  %4 = getelementptr inbounds [2 x ptr], ptr @label_addr.t, i64 0, i64 %3, !dbg !120
  %5 = load ptr, ptr %4, align 8, !dbg !120, !tbaa !121
  indirectbr ptr %5, [label %7, label %6]

6:                                                ; preds = %1
    #dbg_label(!13, !125)
  br label %7, !dbg !126

7:                                                ; preds = %1, %6
  %8 = phi ptr [ blockaddress(@label_addr, %6), %6 ], [ blockaddress(@label_addr, %7), %1 ], !dbg !127
  ret ptr %8, !dbg !128
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.sadd.sat.i32(i32, i32) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!8}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "t", scope: !2, file: !3, line: 12, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "label_addr", scope: !3, file: !3, line: 12, type: !4, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !10)
!3 = !DIFile(filename: "roundtrip/csrc/bits.c", directory: ".", checksumkind: CSK_MD5, checksum: "2f88f22ae61cf9269790c94143a23ea0")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !7}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !9, splitDebugInlining: false, nameTableKind: None)
!9 = !{!0}
!10 = !{!11, !12, !13}
!11 = !DILocalVariable(name: "i", arg: 1, scope: !2, file: !3, line: 12, type: !7)
!12 = !DILabel(scope: !2, name: "a", file: !3, line: 12)
!13 = !DILabel(scope: !2, name: "b", file: !3, line: 12)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 2)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 8, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 2}
!23 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!24 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!25 = distinct !DISubprogram(name: "popc", scope: !3, file: !3, line: 2, type: !26, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !34)
!26 = !DISubroutineType(types: !27)
!27 = !{!28, !29}
!28 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !30, line: 27, baseType: !31)
!30 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !32, line: 45, baseType: !33)
!32 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!33 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!34 = !{!35}
!35 = !DILocalVariable(name: "x", arg: 1, scope: !25, file: !3, line: 2, type: !29)
!36 = !DILocation(line: 0, scope: !25)
!37 = !DILocation(line: 2, column: 36, scope: !25)
!38 = !DILocation(line: 2, column: 29, scope: !25)
!39 = distinct !DISubprogram(name: "clz", scope: !3, file: !3, line: 3, type: !40, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !44)
!40 = !DISubroutineType(types: !41)
!41 = !{!28, !42}
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !30, line: 26, baseType: !43)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !32, line: 42, baseType: !28)
!44 = !{!45}
!45 = !DILocalVariable(name: "x", arg: 1, scope: !39, file: !3, line: 3, type: !42)
!46 = !DILocation(line: 0, scope: !39)
!47 = !DILocation(line: 3, column: 35, scope: !39)
!48 = !DILocation(line: 3, column: 28, scope: !39)
!49 = distinct !DISubprogram(name: "rotl", scope: !3, file: !3, line: 4, type: !50, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !52)
!50 = !DISubroutineType(types: !51)
!51 = !{!42, !42, !28}
!52 = !{!53, !54}
!53 = !DILocalVariable(name: "x", arg: 1, scope: !49, file: !3, line: 4, type: !42)
!54 = !DILocalVariable(name: "r", arg: 2, scope: !49, file: !3, line: 4, type: !28)
!55 = !DILocation(line: 0, scope: !49)
!56 = !DILocation(line: 4, column: 64, scope: !49)
!57 = !DILocation(line: 4, column: 41, scope: !49)
!58 = distinct !DISubprogram(name: "bswap", scope: !3, file: !3, line: 5, type: !59, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !64)
!59 = !DISubroutineType(types: !60)
!60 = !{!61, !61}
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !30, line: 25, baseType: !62)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !32, line: 40, baseType: !63)
!63 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!64 = !{!65}
!65 = !DILocalVariable(name: "x", arg: 1, scope: !58, file: !3, line: 5, type: !61)
!66 = !DILocation(line: 0, scope: !58)
!67 = !DILocation(line: 5, column: 37, scope: !58)
!68 = !DILocation(line: 5, column: 30, scope: !58)
!69 = distinct !DISubprogram(name: "sat_add", scope: !3, file: !3, line: 6, type: !70, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !72)
!70 = !DISubroutineType(types: !71)
!71 = !{!7, !7, !7}
!72 = !{!73, !74, !75}
!73 = !DILocalVariable(name: "a", arg: 1, scope: !69, file: !3, line: 6, type: !7)
!74 = !DILocalVariable(name: "b", arg: 2, scope: !69, file: !3, line: 6, type: !7)
!75 = !DILocalVariable(name: "r", scope: !69, file: !3, line: 6, type: !7)
!76 = !DILocation(line: 0, scope: !69)
!77 = !DILocation(line: 6, column: 40, scope: !69)
!78 = !DILocation(line: 6, column: 122, scope: !69)
!79 = distinct !DISubprogram(name: "mul128", scope: !3, file: !3, line: 7, type: !80, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !83)
!80 = !DISubroutineType(types: !81)
!81 = !{!82, !82, !82}
!82 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!83 = !{!84, !85}
!84 = !DILocalVariable(name: "a", arg: 1, scope: !79, file: !3, line: 7, type: !82)
!85 = !DILocalVariable(name: "b", arg: 2, scope: !79, file: !3, line: 7, type: !82)
!86 = !DILocation(line: 0, scope: !79)
!87 = !DILocation(line: 7, column: 52, scope: !79)
!88 = !DILocation(line: 7, column: 43, scope: !79)
!89 = distinct !DISubprogram(name: "odd", scope: !3, file: !3, line: 8, type: !90, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !93)
!90 = !DISubroutineType(types: !91)
!91 = !{!92, !92}
!92 = !DIBasicType(name: "_BitInt", size: 64, encoding: DW_ATE_signed)
!93 = !{!94}
!94 = !DILocalVariable(name: "a", arg: 1, scope: !89, file: !3, line: 8, type: !92)
!95 = !DILocation(line: 0, scope: !89)
!96 = !DILocation(line: 8, column: 43, scope: !89)
!97 = !DILocation(line: 8, column: 47, scope: !89)
!98 = !DILocation(line: 8, column: 34, scope: !89)
!99 = distinct !DISubprogram(name: "indirect", scope: !3, file: !3, line: 9, type: !100, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !105)
!100 = !DISubroutineType(types: !101)
!101 = !{!7, !102, !7}
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !103, size: 64)
!103 = !DISubroutineType(types: !104)
!104 = !{!7, !7}
!105 = !{!106, !107}
!106 = !DILocalVariable(name: "f", arg: 1, scope: !99, file: !3, line: 9, type: !102)
!107 = !DILocalVariable(name: "x", arg: 2, scope: !99, file: !3, line: 9, type: !7)
!108 = !DILocation(line: 0, scope: !99)
!109 = !DILocation(line: 9, column: 45, scope: !99)
!110 = !DILocation(line: 9, column: 56, scope: !99)
!111 = !DILocation(line: 9, column: 52, scope: !99)
!112 = !DILocation(line: 9, column: 50, scope: !99)
!113 = !DILocation(line: 9, column: 38, scope: !99)
!114 = distinct !DISubprogram(name: "use_indirect", scope: !3, file: !3, line: 11, type: !115, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8)
!115 = !DISubroutineType(types: !116)
!116 = !{!7}
!117 = !DILocation(line: 11, column: 26, scope: !114)
!118 = !DILocation(line: 0, scope: !2)
!119 = !DILocation(line: 12, column: 70, scope: !2)
!120 = !DILocation(line: 12, column: 66, scope: !2)
!121 = !{!122, !122, i64 0}
!122 = !{!"any pointer", !123, i64 0}
!123 = !{!"omnipotent char", !124, i64 0}
!124 = !{!"Simple C/C++ TBAA"}
!125 = !DILocation(line: 12, column: 92, scope: !2)
!126 = !DILocation(line: 12, column: 95, scope: !2)
!127 = !DILocation(line: 12, scope: !2)
!128 = !DILocation(line: 12, column: 108, scope: !2)
