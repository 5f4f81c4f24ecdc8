; langref: fcmp ule: floating-point comparison ule (o: ordered and, u: unordered or)
; expect: double 2.0, double 1.0 -> i1 false

define i1 @f(double %a, double %b) {
  %r = fcmp ule double %a, %b
  ret i1 %r
}
