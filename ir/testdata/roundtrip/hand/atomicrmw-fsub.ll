; atomicrmw fsub: every ordering and float type, vectors of half
define void @f(ptr %p, float %v) {
  %monotonic = atomicrmw fsub ptr %p, float %v monotonic, align 4
  %acquire = atomicrmw fsub ptr %p, float %v acquire, align 4
  %release = atomicrmw fsub ptr %p, float %v release, align 4
  %acq_rel = atomicrmw fsub ptr %p, float %v acq_rel, align 4
  %seq_cst = atomicrmw fsub ptr %p, float %v seq_cst, align 4
  %h = atomicrmw fsub ptr %p, half 0xH3C00 monotonic
  %b = atomicrmw fsub ptr %p, bfloat 0xR3F80 monotonic
  %d = atomicrmw volatile fsub ptr %p, double 1.0 syncscope("singlethread") seq_cst, align 8
  %v2 = atomicrmw fsub ptr %p, <2 x half> zeroinitializer seq_cst, align 4
  ret void
}
