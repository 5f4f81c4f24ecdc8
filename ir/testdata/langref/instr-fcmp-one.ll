; langref: fcmp one: floating-point comparison one (o: ordered and, u: unordered or)
; expect: double nan, double 1.0 -> i1 false

define i1 @f(double %a, double %b) {
  %r = fcmp one double %a, %b
  ret i1 %r
}
