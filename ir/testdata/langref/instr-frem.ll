; langref: frem: remainder with the sign of the dividend, like fmod
; expect: double 7.5, double 2.0 -> double 1.500000e+00

define double @f(double %a, double %b) {
  %r = frem double %a, %b
  ret double %r
}
