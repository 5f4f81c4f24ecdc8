; inline specialized nodes in attachments, metadata ids with gaps, forward references
define void @f() !dbg !100 {
  ret void, !dbg !DILocation(line: 3, column: 1, scope: !100)
}
define void @g() {
  call void @f(), !custom !{!"inline", i32 1}, !other !7
  ret void
}
!llvm.dbg.cu = !{!50}
!llvm.module.flags = !{!2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{!1000}
!50 = distinct !DICompileUnit(language: DW_LANG_C, file: !51, producer: "p", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly)
!51 = !DIFile(filename: "a.c", directory: "")
!100 = distinct !DISubprogram(name: "f", scope: !51, file: !51, line: 1, type: !101, spFlags: DISPFlagDefinition, unit: !50)
!101 = !DISubroutineType(types: !{})
!1000 = !{}
