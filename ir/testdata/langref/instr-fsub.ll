; langref: fsub: IEEE-754 difference
; expect: double 1.5, double 2.25 -> double -7.500000e-01

define double @f(double %a, double %b) {
  %r = fsub double %a, %b
  ret double %r
}
