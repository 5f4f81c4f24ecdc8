; langref: fmul: IEEE-754 product
; expect: double 1.5, double 2.0 -> double 3.000000e+00

define double @f(double %a, double %b) {
  %r = fmul double %a, %b
  ret double %r
}
