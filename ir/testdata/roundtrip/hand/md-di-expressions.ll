; DIExpression operators: arithmetic, fragments, convert, tag offset, entry value, implicit pointer, constants
define void @f(i32 %x, ptr %p) !dbg !4 {
    #dbg_value(i32 %x, !10, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_deref, DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value), !9)
    #dbg_value(i32 %x, !10, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !9)
    #dbg_value(ptr %p, !10, !DIExpression(DW_OP_LLVM_tag_offset, 0), !9)
    #dbg_value(i32 %x, !10, !DIExpression(DW_OP_LLVM_entry_value, 1), !9)
    #dbg_value(ptr %p, !10, !DIExpression(DW_OP_LLVM_implicit_pointer), !9)
    #dbg_value(i32 %x, !10, !DIExpression(DW_OP_consts, 18446744073709551615, DW_OP_mul, DW_OP_lit0, DW_OP_or, DW_OP_xderef, DW_OP_swap, DW_OP_dup, DW_OP_over, DW_OP_push_object_address, DW_OP_breg7, 8, DW_OP_bregx, 4, 16, DW_OP_regx, 5, DW_OP_lit31, DW_OP_LLVM_fragment, 0, 8), !9)
    #dbg_value(i32 %x, !10, !DIExpression(DW_OP_deref_size, 4, DW_OP_shr, DW_OP_shl, DW_OP_shra, DW_OP_div, DW_OP_mod, DW_OP_and, DW_OP_xor, DW_OP_not, DW_OP_neg, DW_OP_eq, DW_OP_ne, DW_OP_gt, DW_OP_ge, DW_OP_lt, DW_OP_le, DW_OP_plus, DW_OP_stack_value), !9)
    #dbg_value(i32 %x, !10, !DIExpression(DW_OP_LLVM_extract_bits_zext, 0, 8, DW_OP_stack_value), !9)
  ret void, !dbg !9
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
!7 = !{!10}
!8 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!9 = !DILocation(line: 2, column: 3, scope: !4)
!10 = !DILocalVariable(name: "v", scope: !4, file: !1, line: 2, type: !8, align: 64)
