; langref: !dbg: debug locations and variables; no meaning for values
; expect: i32 2 -> i32 3

define i32 @f(i32 %a) !dbg !4 {
    #dbg_value(i32 %a, !7, !DIExpression(), !8)
  %r = add i32 %a, 1, !dbg !8
  ret i32 %r, !dbg !8
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "irfuzz", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "t.c", directory: "/tmp")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !9)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocalVariable(name: "a", arg: 1, scope: !4, file: !1, line: 1, type: !10)
!8 = !DILocation(line: 1, column: 1, scope: !4)
!9 = !{}
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
