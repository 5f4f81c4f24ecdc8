; langref: ninf on call: an infinite argument or result gives poison
; expect: float -inf -> float poison

define float @g(float %x) {
  ret float %x
}

define float @f(float %a) {
  %r = call ninf float @g(float %a)
  ret float %r
}
