; langref: afn on fptrunc: the conversion may be rewritten with others: any float (irfuzz's source over-approximation)
; expect: double 0.5 -> float any

define float @f(double %a) {
  %r = fptrunc afn double %a to float
  ret float %r
}
