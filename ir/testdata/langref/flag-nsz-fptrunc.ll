; langref: nsz on fptrunc: the sign of a zero is insignificant; a non-zero result is exact
; expect: double 0.5 -> float 5.000000e-01

define float @f(double %a) {
  %r = fptrunc nsz double %a to float
  ret float %r
}
