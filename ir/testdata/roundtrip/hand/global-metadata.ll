; metadata attached to globals, and global attributes
@a = global i32 0, !type !0
@b = global i32 0, align 4, !dbg !1, !type !0, !type !2
@c = global i32 0 #0
@d = global i32 0, section ".d", !absolute_symbol !3 #1
@e = external global i32, !associated !4
@f = global ptr @a, !exclude !5
attributes #0 = { "bss-section"="mybss" }
attributes #1 = { "data-section"="x" "rodata-section"="y" }
!llvm.module.flags = !{!9}
!0 = !{i64 0, !"typeid1"}
!1 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!2 = !{i64 8, !"typeid2"}
!3 = !{i64 0, i64 256}
!4 = !{ptr @a}
!5 = !{}
!6 = distinct !DIGlobalVariable(name: "b", scope: !7, file: !8, line: 1, type: !10, isLocal: false, isDefinition: true)
!7 = distinct !DICompileUnit(language: DW_LANG_C99, file: !8, producer: "hand", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !11)
!8 = !DIFile(filename: "g.c", directory: "/tmp")
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !{!1}
!llvm.dbg.cu = !{!7}
