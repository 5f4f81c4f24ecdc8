; langref: ninf on fneg: an infinite argument gives poison
; expect: float -inf -> float poison

define float @f(float %a) {
  %r = fneg ninf float %a
  ret float %r
}
