; langref: fadd: IEEE-754 sum, round to nearest even
; expect: double 1.5, double 2.25 -> double 3.750000e+00

define double @f(double %a, double %b) {
  %r = fadd double %a, %b
  ret double %r
}
