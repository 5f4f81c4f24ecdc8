; ptr in address spaces
define void @f(ptr %a, ptr addrspace(0) %b, ptr addrspace(1) %c, ptr addrspace(42) %d, ptr addrspace(16777215) %e, <2 x ptr addrspace(3)> %v) {
  ret void
}
