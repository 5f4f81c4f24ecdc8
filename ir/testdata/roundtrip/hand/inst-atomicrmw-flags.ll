; atomicrmw: volatile, syncscope, align, pointer xchg, wide types, metadata
define void @f(ptr %p, ptr %q) {
  %a = atomicrmw volatile add ptr %p, i64 1 seq_cst
  %b = atomicrmw xchg ptr %p, ptr %q acq_rel, align 8
  %c = atomicrmw umax ptr %p, i128 5 syncscope("singlethread") monotonic, align 16
  %d = atomicrmw volatile fadd ptr addrspace(1) null, float 2.0 syncscope("agent") release, align 4, !amdgpu.no.fine.grained.memory !0
  %e = atomicrmw fmin ptr %p, <2 x half> <half 0xH3C00, half 0xH4000> seq_cst
  %f = atomicrmw uinc_wrap ptr %p, i8 7 acquire
  %g = atomicrmw udec_wrap ptr %p, i16 7 release
  ret void
}
!0 = !{}
