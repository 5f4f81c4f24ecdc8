; langref: fptrunc: rounds to the narrower type (to nearest even)
; expect: double 0.1 -> float 0x3FB99999A0000000

define float @f(double %a) {
  %r = fptrunc double %a to float
  ret float %r
}
