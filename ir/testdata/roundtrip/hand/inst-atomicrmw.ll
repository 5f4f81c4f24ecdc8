; atomicrmw: every int and float op
define void @f(ptr %p, i32 %v, double %d) {
  %i0 = atomicrmw xchg ptr %p, i32 %v monotonic
  %i1 = atomicrmw add ptr %p, i32 %v acquire
  %i2 = atomicrmw sub ptr %p, i32 %v release
  %i3 = atomicrmw and ptr %p, i32 %v acq_rel
  %i4 = atomicrmw nand ptr %p, i32 %v seq_cst
  %i5 = atomicrmw or ptr %p, i32 %v monotonic
  %i6 = atomicrmw xor ptr %p, i32 %v acquire
  %i7 = atomicrmw max ptr %p, i32 %v release
  %i8 = atomicrmw min ptr %p, i32 %v acq_rel
  %i9 = atomicrmw umax ptr %p, i32 %v seq_cst
  %i10 = atomicrmw umin ptr %p, i32 %v monotonic
  %i11 = atomicrmw uinc_wrap ptr %p, i32 %v acquire
  %i12 = atomicrmw udec_wrap ptr %p, i32 %v release
  %f0 = atomicrmw xchg ptr %p, float 1.0 monotonic
  %d0 = atomicrmw xchg ptr %p, double %d seq_cst, align 8
  %h0 = atomicrmw xchg ptr %p, half 0xH3C00 monotonic
  %f1 = atomicrmw fadd ptr %p, float 1.0 acquire
  %d1 = atomicrmw fadd ptr %p, double %d seq_cst, align 8
  %h1 = atomicrmw fadd ptr %p, half 0xH3C00 monotonic
  %f2 = atomicrmw fsub ptr %p, float 1.0 release
  %d2 = atomicrmw fsub ptr %p, double %d seq_cst, align 8
  %h2 = atomicrmw fsub ptr %p, half 0xH3C00 monotonic
  %f3 = atomicrmw fmax ptr %p, float 1.0 acq_rel
  %d3 = atomicrmw fmax ptr %p, double %d seq_cst, align 8
  %h3 = atomicrmw fmax ptr %p, half 0xH3C00 monotonic
  %f4 = atomicrmw fmin ptr %p, float 1.0 seq_cst
  %d4 = atomicrmw fmin ptr %p, double %d seq_cst, align 8
  %h4 = atomicrmw fmin ptr %p, half 0xH3C00 monotonic
  ret void
}
