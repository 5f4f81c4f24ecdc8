; functions in a non-zero program address space, called directly and through pointers
target datalayout = "P1"
define void @callee() addrspace(1) {
  ret void
}
define void @caller(ptr addrspace(1) %fp) addrspace(1) {
  call addrspace(1) void @callee()
  call addrspace(1) void %fp()
  ret void
}
@table = global [1 x ptr addrspace(1)] [ptr addrspace(1) @callee]
