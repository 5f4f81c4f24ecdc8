; langref: nsz on fdiv: the sign of a zero is insignificant; a non-zero result is exact
; expect: float 1.5, float 2.0 -> float 7.500000e-01

define float @f(float %a, float %b) {
  %r = fdiv nsz float %a, %b
  ret float %r
}
