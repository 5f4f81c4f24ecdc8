; langref: fcmp une: floating-point comparison une (o: ordered and, u: unordered or)
; expect: double 1.0, double 1.0 -> i1 false

define i1 @f(double %a, double %b) {
  %r = fcmp une double %a, %b
  ret i1 %r
}
