; function with every header piece
$c = comdat any
declare i32 @__gxx_personality_v0(...)
define weak_odr dso_local protected dllexport fastcc noundef nonnull align 8 ptr @full(ptr noundef nonnull align 4 %p, i32 signext %x) unnamed_addr addrspace(1) #0 section ".text.full" partition "p1" comdat($c) align 16 gc "statepoint-example" prefix i32 123 prologue i8 -112 personality ptr @__gxx_personality_v0 !dbg !5 !prof !10 {
  ret ptr %p
}
define void @lu() local_unnamed_addr {
  ret void
}
define void @pfx() prefix { i32, i32 } { i32 1, i32 2 } {
  ret void
}
define void @prl() prologue [2 x i8] c"\90\90" {
  ret void
}
define void @gco() gc "ocaml" {
  ret void
}
define void @aligned() align 64 {
  ret void
}
declare noalias ptr @dattr(i64) local_unnamed_addr #1 align 8 gc "x" prefix i8 1
attributes #0 = { noinline nounwind optnone "frame-pointer"="all" }
attributes #1 = { nounwind }
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "hand", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "full.cpp", directory: "/src")
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "full", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!10 = !{!"function_entry_count", i64 100}
