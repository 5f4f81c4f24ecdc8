; DI scope nodes: namespace, module, common block, lexical blocks, imported entities, macros, objc property
define void @f() !dbg !4 {
  ret void, !dbg !15
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "hand", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, imports: !20, macros: !30, sysroot: "/", sdk: "x.sdk", debugInfoForProfiling: true, nameTableKind: GNU, rangesBaseAddress: true)
!1 = !DIFile(filename: "t.cpp", directory: "/src", checksumkind: CSK_MD5, checksum: "000102030405060708090a0b0c0d0e0f")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "f", linkageName: "_ZN2ns1fEv", scope: !10, file: !1, line: 1, type: !5, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition, unit: !0, thrownTypes: !7, targetFuncName: "tf")
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !{}
!10 = !DINamespace(name: "ns", scope: null, exportSymbols: true)
!11 = !DIModule(scope: null, name: "M", configMacros: "-DX", includePath: "/inc", apinotes: "m.apinotes", file: !1, line: 3, isDecl: true)
!12 = !DILexicalBlock(scope: !4, file: !1, line: 2, column: 4)
!13 = !DILexicalBlockFile(scope: !12, file: !14, discriminator: 3)
!14 = !DIFile(filename: "inc.h", directory: "/src", source: "int x;\n")
!15 = !DILocation(line: 5, column: 7, scope: !13, inlinedAt: !16, isImplicitCode: true)
!16 = distinct !DILocation(line: 9, scope: !4)
!17 = !DICommonBlock(scope: !4, declaration: null, name: "blk", file: !1, line: 4)
!20 = !{!21, !22}
!21 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !0, entity: !10, file: !1, line: 5)
!22 = !DIImportedEntity(tag: DW_TAG_imported_declaration, name: "alias", scope: !0, entity: !11, file: !1, line: 6, elements: !7)
!30 = !{!31, !33}
!31 = !DIMacroFile(file: !1, nodes: !32)
!32 = !{!34}
!33 = !DIMacro(type: DW_MACINFO_define, line: 1, name: "FOO", value: "1")
!34 = !DIMacro(type: DW_MACINFO_undef, line: 2, name: "BAR")
!40 = !DIObjCProperty(name: "p", file: !1, line: 7, setter: "setP:", getter: "p", attributes: 3, type: !41)
!41 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!42 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "decltype(nullptr)")
