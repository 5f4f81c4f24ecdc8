; langref: fcmp ult: floating-point comparison ult (o: ordered and, u: unordered or)
; expect: double nan, double 1.0 -> i1 true

define i1 @f(double %a, double %b) {
  %r = fcmp ult double %a, %b
  ret i1 %r
}
