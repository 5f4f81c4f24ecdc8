; atomicrmw or: every ordering, widths, volatile, syncscope
define void @f(ptr %p, i32 %v, ptr addrspace(1) %q) {
  %monotonic = atomicrmw or ptr %p, i32 %v monotonic, align 4
  %acquire = atomicrmw or ptr %p, i32 %v acquire, align 4
  %release = atomicrmw or ptr %p, i32 %v release, align 4
  %acq_rel = atomicrmw or ptr %p, i32 %v acq_rel, align 4
  %seq_cst = atomicrmw or ptr %p, i32 %v seq_cst, align 4
  %w8 = atomicrmw or ptr %p, i8 1 monotonic
  %w16 = atomicrmw volatile or ptr %p, i16 -1 seq_cst, align 2
  %w64 = atomicrmw or ptr addrspace(1) %q, i64 7 syncscope("singlethread") acquire, align 8
  %w128 = atomicrmw or ptr %p, i128 1 syncscope("agent") release, align 16
  ret void
}
