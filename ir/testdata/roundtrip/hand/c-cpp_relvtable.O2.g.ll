; ModuleID = 'roundtrip/csrc/cpp_relvtable.cpp'
source_filename = "roundtrip/csrc/cpp_relvtable.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@_ZTV1A = dso_local unnamed_addr constant { [4 x i32] } { [4 x i32] [i32 0, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr dso_local_equivalent @_ZN1A1fEv to i64), i64 ptrtoint (ptr getelementptr inbounds ({ [4 x i32] }, ptr @_ZTV1A, i32 0, i32 0, i32 2) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr dso_local_equivalent @_ZN1A1gEv to i64), i64 ptrtoint (ptr getelementptr inbounds ({ [4 x i32] }, ptr @_ZTV1A, i32 0, i32 0, i32 2) to i64)) to i32)] }, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @_ZN1A1fEv(ptr nocapture nonnull readnone align 8 %0) unnamed_addr #0 align 2 !dbg !10 {
    #dbg_value(ptr poison, !25, !DIExpression(), !27)
  ret i32 1, !dbg !28
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @_ZN1A1gEv(ptr nocapture nonnull readnone align 8 %0) unnamed_addr #0 align 2 !dbg !29 {
    #dbg_value(ptr poison, !31, !DIExpression(), !32)
  ret i32 2, !dbg !33
}

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z4callP1A(ptr noundef %0) local_unnamed_addr #1 !dbg !34 {
    #dbg_value(ptr %0, !38, !DIExpression(), !39)
  %2 = load ptr, ptr %0, align 8, !dbg !40, !tbaa !41
  %3 = tail call ptr @llvm.load.relative.i32(ptr %2, i32 0), !dbg !40
  %4 = tail call noundef i32 %3(ptr noundef nonnull align 8 dereferenceable(8) %0), !dbg !40
  %5 = load ptr, ptr %0, align 8, !dbg !44, !tbaa !41
  %6 = tail call ptr @llvm.load.relative.i32(ptr %5, i32 4), !dbg !44
  %7 = tail call noundef i32 %6(ptr noundef nonnull align 8 dereferenceable(8) %0), !dbg !44
  %8 = add nsw i32 %7, %4, !dbg !45
  ret i32 %8, !dbg !46
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i32(ptr, i32) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "roundtrip/csrc/cpp_relvtable.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "9319310ae81c6a57ca0c8ef8f20705b5")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "f", linkageName: "_ZN1A1fEv", scope: !11, file: !1, line: 3, type: !20, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !19, retainedNodes: !24)
!11 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "A", file: !1, line: 2, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !12, vtableHolder: !11)
!12 = !{!13, !19, !23}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$A", scope: !1, file: !1, baseType: !14, size: 64, flags: DIFlagArtificial)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !16, size: 64)
!16 = !DISubroutineType(types: !17)
!17 = !{!18}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !DISubprogram(name: "f", linkageName: "_ZN1A1fEv", scope: !11, file: !1, line: 2, type: !20, scopeLine: 2, containingType: !11, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!20 = !DISubroutineType(types: !21)
!21 = !{!18, !22}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!23 = !DISubprogram(name: "g", linkageName: "_ZN1A1gEv", scope: !11, file: !1, line: 2, type: !20, scopeLine: 2, containingType: !11, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!24 = !{!25}
!25 = !DILocalVariable(name: "this", arg: 1, scope: !10, type: !26, flags: DIFlagArtificial | DIFlagObjectPointer)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!27 = !DILocation(line: 0, scope: !10)
!28 = !DILocation(line: 3, column: 14, scope: !10)
!29 = distinct !DISubprogram(name: "g", linkageName: "_ZN1A1gEv", scope: !11, file: !1, line: 4, type: !20, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !23, retainedNodes: !30)
!30 = !{!31}
!31 = !DILocalVariable(name: "this", arg: 1, scope: !29, type: !26, flags: DIFlagArtificial | DIFlagObjectPointer)
!32 = !DILocation(line: 0, scope: !29)
!33 = !DILocation(line: 4, column: 14, scope: !29)
!34 = distinct !DISubprogram(name: "call", linkageName: "_Z4callP1A", scope: !1, file: !1, line: 5, type: !35, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !37)
!35 = !DISubroutineType(types: !36)
!36 = !{!18, !26}
!37 = !{!38}
!38 = !DILocalVariable(name: "a", arg: 1, scope: !34, file: !1, line: 5, type: !26)
!39 = !DILocation(line: 0, scope: !34)
!40 = !DILocation(line: 5, column: 28, scope: !34)
!41 = !{!42, !42, i64 0}
!42 = !{!"vtable pointer", !43, i64 0}
!43 = !{!"Simple C++ TBAA"}
!44 = !DILocation(line: 5, column: 37, scope: !34)
!45 = !DILocation(line: 5, column: 32, scope: !34)
!46 = !DILocation(line: 5, column: 18, scope: !34)
