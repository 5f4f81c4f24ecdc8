; langref: atomicrmw fminimum: stores minimum(old, operand): -0 < +0, NaN propagates; returns the old value
; expect: float -0.0, float 0.0 -> float -0.000000e+00

define float @f(float %old, float %x) {
  %p = alloca float
  store float %old, ptr %p
  %r = atomicrmw fminimum ptr %p, float %x seq_cst
  %v = load float, ptr %p
  ret float %v
}
