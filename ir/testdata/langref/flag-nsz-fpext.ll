; langref: nsz on fpext: the sign of a zero is insignificant; a non-zero result is exact
; expect: float 0.5 -> double 5.000000e-01

define double @f(float %a) {
  %r = fpext nsz float %a to double
  ret double %r
}
