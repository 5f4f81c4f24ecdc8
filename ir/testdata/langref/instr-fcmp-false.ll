; langref: fcmp false: floating-point comparison false (o: ordered and, u: unordered or)
; expect: double 1.0, double 1.0 -> i1 false

define i1 @f(double %a, double %b) {
  %r = fcmp false double %a, %b
  ret i1 %r
}
