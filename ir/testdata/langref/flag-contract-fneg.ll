; langref: contract on fneg: fneg is exact; the flag only licenses rewrites
; expect: float 2.0 -> float -2.000000e+00

define float @f(float %a) {
  %r = fneg contract float %a
  ret float %r
}
