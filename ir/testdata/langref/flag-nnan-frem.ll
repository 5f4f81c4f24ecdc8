; langref: nnan on frem: a NaN argument or result gives poison
; expect: float nan, float 2.0 -> float poison

define float @f(float %a, float %b) {
  %r = frem nnan float %a, %b
  ret float %r
}
