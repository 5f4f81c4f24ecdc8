; pointer casts across address spaces, vector of pointers
define ptr addrspace(3) @a(ptr addrspace(1) %p) {
  %r = addrspacecast ptr addrspace(1) %p to ptr addrspace(3)
  ret ptr addrspace(3) %r
}
define <2 x ptr addrspace(7)> @b(<2 x ptr> %p) {
  %r = addrspacecast <2 x ptr> %p to <2 x ptr addrspace(7)>
  ret <2 x ptr addrspace(7)> %r
}
define <2 x i32> @c(<2 x ptr addrspace(2)> %p) {
  %r = ptrtoint <2 x ptr addrspace(2)> %p to <2 x i32>
  ret <2 x i32> %r
}
define ptr addrspace(1) @d(i16 %x) {
  %r = inttoptr i16 %x to ptr addrspace(1)
  ret ptr addrspace(1) %r
}
