; langref: nsz on fmul: the sign of a zero is insignificant; a non-zero result is exact
; expect: float 1.5, float 2.0 -> float 3.000000e+00

define float @f(float %a, float %b) {
  %r = fmul nsz float %a, %b
  ret float %r
}
