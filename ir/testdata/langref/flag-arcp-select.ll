; langref: arcp on select: choosing a value is exact; the flag only licenses rewrites
; expect: i1 true, float 2.5, float 1.0 -> float 2.500000e+00

define float @f(i1 %c, float %a, float %b) {
  %r = select arcp i1 %c, float %a, float %b
  ret float %r
}
