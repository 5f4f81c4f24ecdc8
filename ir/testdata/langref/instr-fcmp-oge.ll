; langref: fcmp oge: floating-point comparison oge (o: ordered and, u: unordered or)
; expect: double 2.0, double 1.0 -> i1 true

define i1 @f(double %a, double %b) {
  %r = fcmp oge double %a, %b
  ret i1 %r
}
