; langref: fcmp oeq: floating-point comparison oeq (o: ordered and, u: unordered or)
; expect: double 1.0, double 1.0 -> i1 true

define i1 @f(double %a, double %b) {
  %r = fcmp oeq double %a, %b
  ret i1 %r
}
