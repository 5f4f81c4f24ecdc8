; langref: nofpclass(<mask>) (parameter): nzero excludes -0.0 only: +0.0 passes
; expect: float 0.0 -> float 0.000000e+00

define float @g(float nofpclass(nzero) %x) {
  ret float %x
}

define float @f(float %a) {
  %r = call float @g(float nofpclass(nzero) %a)
  ret float %r
}
