; langref: fcmp true: floating-point comparison true (o: ordered and, u: unordered or)
; expect: double nan, double nan -> i1 true

define i1 @f(double %a, double %b) {
  %r = fcmp true double %a, %b
  ret i1 %r
}
