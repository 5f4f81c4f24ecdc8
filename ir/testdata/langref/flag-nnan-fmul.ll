; langref: nnan on fmul: a NaN argument or result gives poison
; expect: float nan, float 2.0 -> float poison

define float @f(float %a, float %b) {
  %r = fmul nnan float %a, %b
  ret float %r
}
