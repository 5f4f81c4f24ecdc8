; atomics on pointers in non-zero address spaces and on pointer values
define void @f(ptr addrspace(3) %p, ptr addrspace(1) %v) {
  %a = load atomic ptr addrspace(1), ptr addrspace(3) %p acquire, align 8
  store atomic ptr addrspace(1) %v, ptr addrspace(3) %p release, align 8
  %x = cmpxchg ptr addrspace(3) %p, ptr addrspace(1) %a, ptr addrspace(1) %v seq_cst monotonic
  %y = atomicrmw xchg ptr addrspace(3) %p, ptr addrspace(1) null monotonic
  fence syncscope("workgroup") acq_rel
  ret void
}
