; cast constant expressions still in LLVM 19: trunc, ptrtoint, inttoptr, bitcast, addrspacecast
@g = global i64 0
@a = global i32 trunc (i64 ptrtoint (ptr @g to i64) to i32)
@b = global i64 ptrtoint (ptr @g to i64)
@c = global ptr inttoptr (i64 4096 to ptr)
@d = global <2 x i32> bitcast (i64 1 to <2 x i32>)
@e = global ptr addrspace(1) addrspacecast (ptr @g to ptr addrspace(1))
@f = global i8 trunc (i64 ptrtoint (ptr getelementptr (i8, ptr @g, i64 3) to i64) to i8)
@h = global ptr bitcast (ptr @g to ptr)
@k = global i16 ptrtoint (ptr addrspace(1) addrspacecast (ptr @g to ptr addrspace(1)) to i16)
