; langref: fneg: flips the sign bit
; expect: float 1.5 -> float -1.500000e+00

define float @f(float %a) {
  %r = fneg float %a
  ret float %r
}
