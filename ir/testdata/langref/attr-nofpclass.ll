; langref: nofpclass(<mask>) (parameter): an argument of an excluded class is poison
; expect: float nan -> float poison

define float @g(float nofpclass(nan) %x) {
  ret float %x
}

define float @f(float %a) {
  %r = call float @g(float nofpclass(nan) %a)
  ret float %r
}
