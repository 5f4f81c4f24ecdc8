; langref: fcmp ole: floating-point comparison ole (o: ordered and, u: unordered or)
; expect: double 2.0, double 2.0 -> i1 true

define i1 @f(double %a, double %b) {
  %r = fcmp ole double %a, %b
  ret i1 %r
}
