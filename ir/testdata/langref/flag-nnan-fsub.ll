; langref: nnan on fsub: a NaN argument or result gives poison
; expect: float nan, float 2.0 -> float poison

define float @f(float %a, float %b) {
  %r = fsub nnan float %a, %b
  ret float %r
}
