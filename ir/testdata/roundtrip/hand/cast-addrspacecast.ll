; addrspacecast: every flag form, vectors
define ptr addrspace(1) @f(ptr %x) {
  %r0 = addrspacecast ptr %x to ptr addrspace(1)
  ret ptr addrspace(1) %r0
}
