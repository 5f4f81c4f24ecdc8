; langref: atomicrmw fsub: stores the IEEE difference; returns the old value
; expect: float 1.5, float 2.0 -> float -5.000000e-01

define float @f(float %old, float %x) {
  %p = alloca float
  store float %old, ptr %p
  %r = atomicrmw fsub ptr %p, float %x seq_cst
  %v = load float, ptr %p
  ret float %v
}
