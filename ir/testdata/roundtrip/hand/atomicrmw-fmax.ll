; atomicrmw fmax: every ordering and float type, vectors of half
define void @f(ptr %p, float %v) {
  %monotonic = atomicrmw fmax ptr %p, float %v monotonic, align 4
  %acquire = atomicrmw fmax ptr %p, float %v acquire, align 4
  %release = atomicrmw fmax ptr %p, float %v release, align 4
  %acq_rel = atomicrmw fmax ptr %p, float %v acq_rel, align 4
  %seq_cst = atomicrmw fmax ptr %p, float %v seq_cst, align 4
  %h = atomicrmw fmax ptr %p, half 0xH3C00 monotonic
  %b = atomicrmw fmax ptr %p, bfloat 0xR3F80 monotonic
  %d = atomicrmw volatile fmax ptr %p, double 1.0 syncscope("singlethread") seq_cst, align 8
  %v2 = atomicrmw fmax ptr %p, <2 x half> zeroinitializer seq_cst, align 4
  ret void
}
