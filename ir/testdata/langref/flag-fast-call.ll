; langref: fast on call: a NaN argument or result gives poison
; expect: float nan -> float poison

define float @g(float %x) {
  ret float %x
}

define float @f(float %a) {
  %r = call fast float @g(float %a)
  ret float %r
}
