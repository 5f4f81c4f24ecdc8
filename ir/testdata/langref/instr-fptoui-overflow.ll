; langref: fptoui: a value that does not fit is poison
; expect: double 256.0 -> i8 poison

define i8 @f(double %a) {
  %r = fptoui double %a to i8
  ret i8 %r
}
