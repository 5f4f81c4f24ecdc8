; langref: nofpclass(<mask>) (return): a returned value of an excluded class is poison
; expect: float -inf -> float poison

define nofpclass(inf) float @g(float %x) {
  ret float %x
}

define float @f(float %a) {
  %r = call nofpclass(inf) float @g(float %a)
  ret float %r
}
