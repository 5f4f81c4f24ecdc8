; a global using every header piece at once
$cd = comdat any
@cd = weak_odr dso_local hidden thread_local(initialexec) local_unnamed_addr addrspace(1) externally_initialized global i32 0, section ".tdata", partition "pp", comdat($cd), align 8, no_sanitize_address, !type !0
@x = private unnamed_addr addrspace(2) constant { i32, [2 x i8] } { i32 1, [2 x i8] c"ok" }, section "rodata", align 1
!0 = !{i64 0, !"t"}
