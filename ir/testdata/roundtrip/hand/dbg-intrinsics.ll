; old-style debug intrinsics (llvm.dbg.value/declare/label calls) still accepted by llvm-as-19
declare void @llvm.dbg.value(metadata, metadata, metadata)
declare void @llvm.dbg.declare(metadata, metadata, metadata)
declare void @llvm.dbg.label(metadata)
define void @f(i32 %x) !dbg !4 {
  %a = alloca i32
  call void @llvm.dbg.declare(metadata ptr %a, metadata !10, metadata !DIExpression()), !dbg !9
  call void @llvm.dbg.value(metadata i32 %x, metadata !10, metadata !DIExpression(DW_OP_plus_uconst, 4)), !dbg !9
  call void @llvm.dbg.label(metadata !11), !dbg !9
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
!7 = !{}
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DILocation(line: 2, column: 3, scope: !4)
!10 = !DILocalVariable(name: "a", scope: !4, file: !1, line: 2, type: !8)
!11 = !DILabel(scope: !4, name: "L", file: !1, line: 4)
