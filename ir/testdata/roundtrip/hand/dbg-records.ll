; debug records: #dbg_value, #dbg_declare, #dbg_assign, #dbg_label
define i32 @f(i32 %x) !dbg !4 {
entry:
  %a = alloca i32, align 4, !DIAssignID !13
    #dbg_declare(ptr %a, !10, !DIExpression(), !9)
  store i32 %x, ptr %a, align 4, !DIAssignID !14
    #dbg_assign(i32 %x, !10, !DIExpression(), !14, ptr %a, !DIExpression(), !9)
    #dbg_value(i32 %x, !11, !DIExpression(), !9)
    #dbg_value(i32 poison, !11, !DIExpression(), !9)
    #dbg_value(!DIArgList(i32 %x, i32 1), !11, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !9)
  %y = add i32 %x, 1, !dbg !9
    #dbg_value(i32 %y, !11, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !9)
    #dbg_label(!12, !9)
    #dbg_assign(i32 %y, !10, !DIExpression(), !15, ptr undef, !DIExpression(), !9)
  ret i32 %y, !dbg !9
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "hand", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "t.c", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !7)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !{}
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DILocation(line: 2, column: 3, scope: !4)
!10 = !DILocalVariable(name: "a", scope: !4, file: !1, line: 2, type: !8)
!11 = !DILocalVariable(name: "x", arg: 1, scope: !4, file: !1, line: 1, type: !8)
!12 = !DILabel(scope: !4, name: "lbl", file: !1, line: 3)
!13 = distinct !DIAssignID()
!14 = distinct !DIAssignID()
!15 = distinct !DIAssignID()
