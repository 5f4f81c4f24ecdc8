; typed pointers in address spaces: i8 addrspace(1)*, addrspacecast, pointer to pointer
@ga = addrspace(1) global i32 0
define i8 addrspace(1)* @f(i8 addrspace(1)* %p, i32 addrspace(3)* %l) {
  %c = addrspacecast i8 addrspace(1)* %p to i8*
  %v = load i8, i8* %c
  %q = getelementptr i8, i8 addrspace(1)* %p, i64 1
  store i8 %v, i8 addrspace(1)* %q
  %w = load i32, i32 addrspace(3)* %l
  store i32 %w, i32 addrspace(1)* @ga
  ret i8 addrspace(1)* %q
}
define i8 addrspace(1)* addrspace(1)* @pp(i8 addrspace(1)* addrspace(1)* %x) {
  ret i8 addrspace(1)* addrspace(1)* %x
}
