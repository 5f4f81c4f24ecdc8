; langref: atomicrmw fmax: stores maxnum(old, operand): a NaN operand is dropped; returns the old value
; expect: float 1.5, float nan -> float 1.500000e+00

define float @f(float %old, float %x) {
  %p = alloca float
  store float %old, ptr %p
  %r = atomicrmw fmax ptr %p, float %x seq_cst
  %v = load float, ptr %p
  ret float %v
}
