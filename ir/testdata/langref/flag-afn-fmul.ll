; langref: afn on fmul: the result may be computed with a transformed formula: any float (irfuzz's source over-approximation)
; expect: float 1.5, float 2.0 -> float any

define float @f(float %a, float %b) {
  %r = fmul afn float %a, %b
  ret float %r
}
