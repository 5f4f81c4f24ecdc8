; atomicrmw min: every ordering, widths, volatile, syncscope
define void @f(ptr %p, i32 %v, ptr addrspace(1) %q) {
  %monotonic = atomicrmw min ptr %p, i32 %v monotonic, align 4
  %acquire = atomicrmw min ptr %p, i32 %v acquire, align 4
  %release = atomicrmw min ptr %p, i32 %v release, align 4
  %acq_rel = atomicrmw min ptr %p, i32 %v acq_rel, align 4
  %seq_cst = atomicrmw min ptr %p, i32 %v seq_cst, align 4
  %w8 = atomicrmw min ptr %p, i8 1 monotonic
  %w16 = atomicrmw volatile min ptr %p, i16 -1 seq_cst, align 2
  %w64 = atomicrmw min ptr addrspace(1) %q, i64 7 syncscope("singlethread") acquire, align 8
  %w128 = atomicrmw min ptr %p, i128 1 syncscope("agent") release, align 16
  ret void
}
