; langref: fpext: exact widening
; expect: float 0.5 -> double 5.000000e-01

define double @f(float %a) {
  %r = fpext float %a to double
  ret double %r
}
