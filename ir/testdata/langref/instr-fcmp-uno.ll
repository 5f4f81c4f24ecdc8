; langref: fcmp uno: floating-point comparison uno (o: ordered and, u: unordered or)
; expect: double nan, double 1.0 -> i1 true

define i1 @f(double %a, double %b) {
  %r = fcmp uno double %a, %b
  ret i1 %r
}
