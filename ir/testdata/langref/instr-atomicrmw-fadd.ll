; langref: atomicrmw fadd: stores the IEEE sum; returns the old value
; expect: float 1.5, float 2.0 -> float 3.500000e+00

define float @f(float %old, float %x) {
  %p = alloca float
  store float %old, ptr %p
  %r = atomicrmw fadd ptr %p, float %x seq_cst
  %v = load float, ptr %p
  ret float %v
}
