; C++ class debug info: inheritance, virtual methods, vtable holder, declarations, templates, static members
%class.B = type { ptr }
define void @_ZN1B1fEv(ptr %this) !dbg !20 {
    #dbg_value(ptr %this, !23, !DIExpression(), !24)
  ret void, !dbg !24
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_17, file: !1, producer: "hand", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !30)
!1 = !DIFile(filename: "c.cpp", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "B", file: !1, line: 1, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !11, vtableHolder: !10, templateParams: !17, identifier: "_ZTS1B")
!11 = !{!12, !13, !14, !16}
!12 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$B", scope: !1, file: !1, baseType: !15, size: 64, flags: DIFlagArtificial)
!13 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !10, baseType: !19, flags: DIFlagPublic | DIFlagVirtual, extraData: i32 0)
!14 = !DISubprogram(name: "f", linkageName: "_ZN1B1fEv", scope: !10, file: !1, line: 2, type: !21, scopeLine: 2, containingType: !10, virtualIndex: 0, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_variable, name: "count", scope: !10, file: !1, line: 3, baseType: !25, flags: DIFlagStaticMember, extraData: i32 7)
!17 = !{!18}
!18 = !DITemplateTypeParameter(name: "T", type: !25, defaulted: true)
!19 = !DICompositeType(tag: DW_TAG_structure_type, name: "A", file: !1, line: 9, flags: DIFlagFwdDecl, identifier: "_ZTS1A")
!20 = distinct !DISubprogram(name: "f", linkageName: "_ZN1B1fEv", scope: !10, file: !1, line: 2, type: !21, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !14, retainedNodes: !26)
!21 = !DISubroutineType(types: !22)
!22 = !{null, !27}
!23 = !DILocalVariable(name: "this", arg: 1, scope: !20, type: !27, flags: DIFlagArtificial | DIFlagObjectPointer)
!24 = !DILocation(line: 2, column: 20, scope: !20)
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !{}
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!30 = !{!10}
