; langref: atomicrmw fmin: stores minnum(old, operand); returns the old value
; expect: float 1.5, float -2.0 -> float -2.000000e+00

define float @f(float %old, float %x) {
  %p = alloca float
  store float %old, ptr %p
  %r = atomicrmw fmin ptr %p, float %x seq_cst
  %v = load float, ptr %p
  ret float %v
}
