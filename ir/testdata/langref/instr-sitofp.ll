; langref: sitofp: the signed value, rounded
; expect: i8 -1 -> float -1.000000e+00

define float @f(i8 %a) {
  %r = sitofp i8 %a to float
  ret float %r
}
