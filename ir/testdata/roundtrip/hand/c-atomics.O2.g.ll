; ModuleID = 'roundtrip/csrc/atomics.c'
source_filename = "roundtrip/csrc/atomics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@counter = dso_local global i32 0, align 4, !dbg !0
@big = dso_local global i64 0, align 8, !dbg !16
@tls_counter = dso_local thread_local local_unnamed_addr global i32 0, align 4, !dbg !20

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @bump() local_unnamed_addr #0 !dbg !32 {
  %1 = atomicrmw add ptr @counter, i32 1 monotonic, align 4, !dbg !35
  ret i32 %1, !dbg !36
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @cas(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !37 {
    #dbg_value(i32 %0, !41, !DIExpression(), !43)
    #dbg_value(i32 %1, !42, !DIExpression(), !43)
  %3 = cmpxchg ptr @counter, i32 %0, i32 %1 seq_cst seq_cst, align 4, !dbg !44
  %4 = extractvalue { i32, i1 } %3, 1, !dbg !44
  %5 = zext i1 %4 to i32, !dbg !44
  ret i32 %5, !dbg !45
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local i64 @xchg(i64 noundef %0) local_unnamed_addr #0 !dbg !46 {
    #dbg_value(i64 %0, !50, !DIExpression(), !51)
  %2 = atomicrmw xchg ptr @big, i64 %0 acq_rel, align 8, !dbg !52
  ret i64 %2, !dbg !53
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn uwtable
define dso_local void @fence() local_unnamed_addr #1 !dbg !54 {
  fence seq_cst, !dbg !57
  ret void, !dbg !58
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @load_acq() local_unnamed_addr #0 !dbg !59 {
  %1 = load atomic i32, ptr @counter acquire, align 4, !dbg !60
  ret i32 %1, !dbg !61
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @store_rel(i32 noundef %0) local_unnamed_addr #0 !dbg !62 {
    #dbg_value(i32 %0, !66, !DIExpression(), !67)
  store atomic i32 %0, ptr @counter release, align 4, !dbg !68
  ret void, !dbg !69
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local range(i32 -2147483647, -2147483648) i32 @tls_bump() local_unnamed_addr #2 !dbg !70 {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter), !dbg !71
  %2 = load i32, ptr %1, align 4, !dbg !72, !tbaa !73
  %3 = add nsw i32 %2, 1, !dbg !72
  store i32 %3, ptr %1, align 4, !dbg !72, !tbaa !73
  ret i32 %3, !dbg !77
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #3

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 2, type: !23, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "roundtrip/csrc/atomics.c", directory: ".", checksumkind: CSK_MD5, checksum: "00109ae3c1955d4f990b78626105e19a")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !6, line: 68, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14}
!9 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!10 = !DIEnumerator(name: "memory_order_consume", value: 1)
!11 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!12 = !DIEnumerator(name: "memory_order_release", value: 3)
!13 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!14 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!15 = !{!0, !16, !20}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "big", scope: !2, file: !3, line: 3, type: !18, isLocal: false, isDefinition: true)
!18 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !19)
!19 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "tls_counter", scope: !2, file: !3, line: 10, type: !22, isLocal: false, isDefinition: true)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !22)
!24 = !{i32 7, !"Dwarf Version", i32 5}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 8, !"PIC Level", i32 2}
!28 = !{i32 7, !"PIE Level", i32 2}
!29 = !{i32 7, !"uwtable", i32 2}
!30 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!31 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!32 = distinct !DISubprogram(name: "bump", scope: !3, file: !3, line: 4, type: !33, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!33 = !DISubroutineType(types: !34)
!34 = !{!22}
!35 = !DILocation(line: 4, column: 25, scope: !32)
!36 = !DILocation(line: 4, column: 18, scope: !32)
!37 = distinct !DISubprogram(name: "cas", scope: !3, file: !3, line: 5, type: !38, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !40)
!38 = !DISubroutineType(types: !39)
!39 = !{!22, !22, !22}
!40 = !{!41, !42}
!41 = !DILocalVariable(name: "expect", arg: 1, scope: !37, file: !3, line: 5, type: !22)
!42 = !DILocalVariable(name: "want", arg: 2, scope: !37, file: !3, line: 5, type: !22)
!43 = !DILocation(line: 0, scope: !37)
!44 = !DILocation(line: 5, column: 40, scope: !37)
!45 = !DILocation(line: 5, column: 33, scope: !37)
!46 = distinct !DISubprogram(name: "xchg", scope: !3, file: !3, line: 6, type: !47, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !49)
!47 = !DISubroutineType(types: !48)
!48 = !{!19, !19}
!49 = !{!50}
!50 = !DILocalVariable(name: "v", arg: 1, scope: !46, file: !3, line: 6, type: !19)
!51 = !DILocation(line: 0, scope: !46)
!52 = !DILocation(line: 6, column: 28, scope: !46)
!53 = !DILocation(line: 6, column: 21, scope: !46)
!54 = distinct !DISubprogram(name: "fence", scope: !3, file: !3, line: 7, type: !55, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!55 = !DISubroutineType(types: !56)
!56 = !{null}
!57 = !DILocation(line: 7, column: 20, scope: !54)
!58 = !DILocation(line: 7, column: 63, scope: !54)
!59 = distinct !DISubprogram(name: "load_acq", scope: !3, file: !3, line: 8, type: !33, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!60 = !DILocation(line: 8, column: 29, scope: !59)
!61 = !DILocation(line: 8, column: 22, scope: !59)
!62 = distinct !DISubprogram(name: "store_rel", scope: !3, file: !3, line: 9, type: !63, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !65)
!63 = !DISubroutineType(types: !64)
!64 = !{null, !22}
!65 = !{!66}
!66 = !DILocalVariable(name: "v", arg: 1, scope: !62, file: !3, line: 9, type: !22)
!67 = !DILocation(line: 0, scope: !62)
!68 = !DILocation(line: 9, column: 25, scope: !62)
!69 = !DILocation(line: 9, column: 83, scope: !62)
!70 = distinct !DISubprogram(name: "tls_bump", scope: !3, file: !3, line: 11, type: !33, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!71 = !DILocation(line: 11, column: 31, scope: !70)
!72 = !DILocation(line: 11, column: 29, scope: !70)
!73 = !{!74, !74, i64 0}
!74 = !{!"int", !75, i64 0}
!75 = !{!"omnipotent char", !76, i64 0}
!76 = !{!"Simple C/C++ TBAA"}
!77 = !DILocation(line: 11, column: 22, scope: !70)
