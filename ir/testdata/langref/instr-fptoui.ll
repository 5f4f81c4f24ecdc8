; langref: fptoui: truncates toward zero
; expect: double 3.9 -> i8 3

define i8 @f(double %a) {
  %r = fptoui double %a to i8
  ret i8 %r
}
