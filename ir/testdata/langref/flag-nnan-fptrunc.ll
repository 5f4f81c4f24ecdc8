; langref: nnan on fptrunc: a NaN argument gives poison
; expect: double nan -> float poison

define float @f(double %a) {
  %r = fptrunc nnan double %a to float
  ret float %r
}
