; atomicrmw umax: every ordering, widths, volatile, syncscope
define void @f(ptr %p, i32 %v, ptr addrspace(1) %q) {
  %monotonic = atomicrmw umax ptr %p, i32 %v monotonic, align 4
  %acquire = atomicrmw umax ptr %p, i32 %v acquire, align 4
  %release = atomicrmw umax ptr %p, i32 %v release, align 4
  %acq_rel = atomicrmw umax ptr %p, i32 %v acq_rel, align 4
  %seq_cst = atomicrmw umax ptr %p, i32 %v seq_cst, align 4
  %w8 = atomicrmw umax ptr %p, i8 1 monotonic
  %w16 = atomicrmw volatile umax ptr %p, i16 -1 seq_cst, align 2
  %w64 = atomicrmw umax ptr addrspace(1) %q, i64 7 syncscope("singlethread") acquire, align 8
  %w128 = atomicrmw umax ptr %p, i128 1 syncscope("agent") release, align 16
  ret void
}
