; langref: fdiv: IEEE-754 quotient
; expect: double 1.0, double 4.0 -> double 2.500000e-01

define double @f(double %a, double %b) {
  %r = fdiv double %a, %b
  ret double %r
}
