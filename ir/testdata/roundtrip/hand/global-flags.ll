; unnamed_addr, local_unnamed_addr, constant vs global, externally_initialized, addrspace
@a = unnamed_addr global i32 0
@b = local_unnamed_addr constant i32 1
@c = private unnamed_addr constant [3 x i8] c"ab\00"
@d = externally_initialized global i32 0
@e = addrspace(1) global i32 0
@f = internal addrspace(3) externally_initialized global i32 undef
@g = private local_unnamed_addr addrspace(4) constant i64 7
@h = external addrspace(5) global ptr addrspace(5)
@i = global ptr addrspace(1) @e
