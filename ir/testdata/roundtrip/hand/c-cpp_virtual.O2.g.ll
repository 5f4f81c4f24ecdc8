; ModuleID = 'roundtrip/csrc/cpp_virtual.cpp'
source_filename = "roundtrip/csrc/cpp_virtual.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

$_ZN4Base1gEv = comdat any

$_ZZN2ns7counterEvE1c = comdat any

@_ZTV4Base = dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI4Base, ptr @_ZN4BaseD2Ev, ptr @_ZN4BaseD0Ev, ptr @__cxa_pure_virtual, ptr @_ZN4Base1gEv] }, align 8
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Base = dso_local constant [6 x i8] c"4Base\00", align 1
@_ZTI4Base = dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS4Base }, align 8
@_ZZN2ns7counterEvE1c = linkonce_odr dso_local local_unnamed_addr global i32 0, comdat, align 4, !dbg !0

@_ZN4BaseD1Ev = dso_local unnamed_addr alias void (ptr), ptr @_ZN4BaseD2Ev

; Function Attrs: mustprogress noreturn nounwind memory(inaccessiblemem: write) uwtable
define dso_local void @_ZN4BaseD0Ev(ptr nocapture nonnull readnone align 8 %0) unnamed_addr #0 align 2 !dbg !18 {
    #dbg_value(ptr poison, !37, !DIExpression(), !39)
  tail call void @llvm.trap() #6, !dbg !40
  unreachable, !dbg !40
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #1

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z3useRK4Base(ptr noundef nonnull align 8 dereferenceable(8) %0) local_unnamed_addr #2 !dbg !41 {
    #dbg_value(ptr %0, !46, !DIExpression(), !47)
  %2 = load ptr, ptr %0, align 8, !dbg !48, !tbaa !49
  %3 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !48
  %4 = load ptr, ptr %3, align 8, !dbg !48
  %5 = tail call noundef i32 %4(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef 3), !dbg !48
  %6 = add nsw i32 %5, 13, !dbg !52
  ret i32 %6, !dbg !53
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @_Z12make_and_usei(i32 noundef %0) local_unnamed_addr #3 personality ptr @__gxx_personality_v0 !dbg !54 {
    #dbg_value(i32 %0, !58, !DIExpression(), !73)
    #dbg_value(ptr poison, !59, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !73)
    #dbg_value(i32 %0, !59, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !73)
  %2 = add nsw i32 %0, 17, !dbg !74
  ret i32 %2, !dbg !75
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZN4Base1gEv(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 !dbg !76 {
    #dbg_value(ptr %0, !78, !DIExpression(), !79)
  ret i32 1, !dbg !80
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local void @_ZN4BaseD2Ev(ptr nocapture nonnull readnone align 8 %0) unnamed_addr #3 align 2 !dbg !81 {
    #dbg_value(ptr poison, !83, !DIExpression(), !84)
  ret void, !dbg !85
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noundef i32 @_Z4tickv() local_unnamed_addr #5 !dbg !86 {
  %1 = load i32, ptr @_ZZN2ns7counterEvE1c, align 4, !dbg !87, !tbaa !89
  %2 = add nsw i32 %1, 1, !dbg !87
  store i32 %2, ptr @_ZZN2ns7counterEvE1c, align 4, !dbg !87, !tbaa !89
  ret i32 %2, !dbg !92
}

declare void @__cxa_pure_virtual() unnamed_addr

attributes #0 = { mustprogress noreturn nounwind memory(inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #2 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!8}
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "c", scope: !2, file: !3, line: 7, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DISubprogram(name: "counter", linkageName: "_ZN2ns7counterEv", scope: !4, file: !3, line: 7, type: !5, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8)
!3 = !DIFile(filename: "roundtrip/csrc/cpp_virtual.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "4df5d01fc42307b0c3c861f06d50e6ce")
!4 = !DINamespace(name: "ns", scope: null)
!5 = !DISubroutineType(types: !6)
!6 = !{!7}
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !6, globals: !9, splitDebugInlining: false, nameTableKind: None)
!9 = !{!0}
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 8, !"PIC Level", i32 2}
!14 = !{i32 7, !"PIE Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 2}
!16 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!17 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!18 = distinct !DISubprogram(name: "~Base", linkageName: "_ZN4BaseD0Ev", scope: !19, file: !3, line: 3, type: !25, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, declaration: !24, retainedNodes: !36)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Base", file: !3, line: 1, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !20, vtableHolder: !19)
!20 = !{!21, !24, !28, !33}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Base", scope: !3, file: !3, baseType: !22, size: 64, flags: DIFlagArtificial)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !5, size: 64)
!24 = !DISubprogram(name: "~Base", scope: !19, file: !3, line: 1, type: !25, scopeLine: 1, containingType: !19, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!25 = !DISubroutineType(types: !26)
!26 = !{null, !27}
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!28 = !DISubprogram(name: "f", linkageName: "_ZNK4Base1fEi", scope: !19, file: !3, line: 1, type: !29, scopeLine: 1, containingType: !19, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagPureVirtual | DISPFlagOptimized)
!29 = !DISubroutineType(types: !30)
!30 = !{!7, !31, !7}
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!32 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!33 = !DISubprogram(name: "g", linkageName: "_ZN4Base1gEv", scope: !19, file: !3, line: 1, type: !34, scopeLine: 1, containingType: !19, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!34 = !DISubroutineType(types: !35)
!35 = !{!7, !27}
!36 = !{!37}
!37 = !DILocalVariable(name: "this", arg: 1, scope: !18, type: !38, flags: DIFlagArtificial | DIFlagObjectPointer)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!39 = !DILocation(line: 0, scope: !18)
!40 = !DILocation(line: 3, column: 15, scope: !18)
!41 = distinct !DISubprogram(name: "use", linkageName: "_Z3useRK4Base", scope: !3, file: !3, line: 5, type: !42, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !45)
!42 = !DISubroutineType(types: !43)
!43 = !{!7, !44}
!44 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !32, size: 64)
!45 = !{!46}
!46 = !DILocalVariable(name: "b", arg: 1, scope: !41, file: !3, line: 5, type: !44)
!47 = !DILocation(line: 0, scope: !41)
!48 = !DILocation(line: 5, column: 35, scope: !41)
!49 = !{!50, !50, i64 0}
!50 = !{!"vtable pointer", !51, i64 0}
!51 = !{!"Simple C++ TBAA"}
!52 = !DILocation(line: 5, column: 51, scope: !41)
!53 = !DILocation(line: 5, column: 26, scope: !41)
!54 = distinct !DISubprogram(name: "make_and_use", linkageName: "_Z12make_and_usei", scope: !3, file: !3, line: 6, type: !55, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !57)
!55 = !DISubroutineType(types: !56)
!56 = !{!7, !7}
!57 = !{!58, !59}
!58 = !DILocalVariable(name: "k", arg: 1, scope: !54, file: !3, line: 6, type: !7)
!59 = !DILocalVariable(name: "d", scope: !54, file: !3, line: 6, type: !60)
!60 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Derived", file: !3, line: 2, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !61, vtableHolder: !19, identifier: "_ZTS7Derived")
!61 = !{!62, !63, !64, !68}
!62 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !60, baseType: !19, extraData: i32 0)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !60, file: !3, line: 2, baseType: !7, size: 32, offset: 64)
!64 = !DISubprogram(name: "Derived", scope: !60, file: !3, line: 2, type: !65, scopeLine: 2, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!65 = !DISubroutineType(types: !66)
!66 = !{null, !67, !7}
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!68 = !DISubprogram(name: "f", linkageName: "_ZNK7Derived1fEi", scope: !60, file: !3, line: 2, type: !69, scopeLine: 2, containingType: !60, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!69 = !DISubroutineType(types: !70)
!70 = !{!7, !71, !7}
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!72 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !60)
!73 = !DILocation(line: 0, scope: !54)
!74 = !DILocation(line: 6, column: 55, scope: !54)
!75 = !DILocation(line: 6, column: 64, scope: !54)
!76 = distinct !DISubprogram(name: "g", linkageName: "_ZN4Base1gEv", scope: !19, file: !3, line: 1, type: !34, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, declaration: !33, retainedNodes: !77)
!77 = !{!78}
!78 = !DILocalVariable(name: "this", arg: 1, scope: !76, type: !38, flags: DIFlagArtificial | DIFlagObjectPointer)
!79 = !DILocation(line: 0, scope: !76)
!80 = !DILocation(line: 1, column: 80, scope: !76)
!81 = distinct !DISubprogram(name: "~Base", linkageName: "_ZN4BaseD2Ev", scope: !19, file: !3, line: 3, type: !25, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, declaration: !24, retainedNodes: !82)
!82 = !{!83}
!83 = !DILocalVariable(name: "this", arg: 1, scope: !81, type: !38, flags: DIFlagArtificial | DIFlagObjectPointer)
!84 = !DILocation(line: 0, scope: !81)
!85 = !DILocation(line: 3, column: 16, scope: !81)
!86 = distinct !DISubprogram(name: "tick", linkageName: "_Z4tickv", scope: !3, file: !3, line: 8, type: !5, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8)
!87 = !DILocation(line: 7, column: 60, scope: !2, inlinedAt: !88)
!88 = distinct !DILocation(line: 8, column: 21, scope: !86)
!89 = !{!90, !90, i64 0}
!90 = !{!"int", !91, i64 0}
!91 = !{!"omnipotent char", !51, i64 0}
!92 = !DILocation(line: 8, column: 14, scope: !86)
