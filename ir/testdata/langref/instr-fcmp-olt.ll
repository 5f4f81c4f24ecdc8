; langref: fcmp olt: floating-point comparison olt (o: ordered and, u: unordered or)
; expect: double 1.0, double 2.0 -> i1 true

define i1 @f(double %a, double %b) {
  %r = fcmp olt double %a, %b
  ret i1 %r
}
