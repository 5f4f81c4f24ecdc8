; langref: uitofp: the unsigned value, rounded
; expect: i8 -1 -> float 2.550000e+02

define float @f(i8 %a) {
  %r = uitofp i8 %a to float
  ret float %r
}
