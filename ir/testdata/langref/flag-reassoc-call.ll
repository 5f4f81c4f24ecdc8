; langref: reassoc on call: a call's flags only license rewrites of the callee's math
; expect: float 2.5 -> float 2.500000e+00

define float @g(float %x) {
  ret float %x
}

define float @f(float %a) {
  %r = call reassoc float @g(float %a)
  ret float %r
}
