; langref: reassoc on fpext: the conversion may be rewritten with others: any float (irfuzz's source over-approximation)
; expect: float 0.5 -> double any

define double @f(float %a) {
  %r = fpext reassoc float %a to double
  ret double %r
}
