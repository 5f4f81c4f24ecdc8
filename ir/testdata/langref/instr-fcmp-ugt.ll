; langref: fcmp ugt: floating-point comparison ugt (o: ordered and, u: unordered or)
; expect: double nan, double 1.0 -> i1 true

define i1 @f(double %a, double %b) {
  %r = fcmp ugt double %a, %b
  ret i1 %r
}
