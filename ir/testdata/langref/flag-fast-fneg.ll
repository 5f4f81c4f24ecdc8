; langref: fast on fneg: a NaN argument gives poison
; expect: float nan -> float poison

define float @f(float %a) {
  %r = fneg fast float %a
  ret float %r
}
