; forward references to globals and functions that live in non-zero address spaces
@p = global ptr addrspace(1) @later
@q = global [2 x ptr addrspace(3)] [ptr addrspace(3) @lds, ptr addrspace(3) null]
@fp = global ptr addrspace(2) @fn
define void @user() {
  store i32 1, ptr addrspace(1) @later
  call addrspace(2) void @fn()
  ret void
}
@later = addrspace(1) global i32 0
@lds = addrspace(3) global float 0.0
define void @fn() addrspace(2) {
  ret void
}
