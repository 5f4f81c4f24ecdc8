; langref: ninf on fptrunc: an infinite argument gives poison
; expect: double inf -> float poison

define float @f(double %a) {
  %r = fptrunc ninf double %a to float
  ret float %r
}
