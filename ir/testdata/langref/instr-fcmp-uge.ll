; langref: fcmp uge: floating-point comparison uge (o: ordered and, u: unordered or)
; expect: double 1.0, double 2.0 -> i1 false

define i1 @f(double %a, double %b) {
  %r = fcmp uge double %a, %b
  ret i1 %r
}
