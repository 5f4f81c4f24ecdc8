; atomicrmw fadd: every ordering and float type, vectors of half
define void @f(ptr %p, float %v) {
  %monotonic = atomicrmw fadd ptr %p, float %v monotonic, align 4
  %acquire = atomicrmw fadd ptr %p, float %v acquire, align 4
  %release = atomicrmw fadd ptr %p, float %v release, align 4
  %acq_rel = atomicrmw fadd ptr %p, float %v acq_rel, align 4
  %seq_cst = atomicrmw fadd ptr %p, float %v seq_cst, align 4
  %h = atomicrmw fadd ptr %p, half 0xH3C00 monotonic
  %b = atomicrmw fadd ptr %p, bfloat 0xR3F80 monotonic
  %d = atomicrmw volatile fadd ptr %p, double 1.0 syncscope("singlethread") seq_cst, align 8
  %v2 = atomicrmw fadd ptr %p, <2 x half> zeroinitializer seq_cst, align 4
  ret void
}
