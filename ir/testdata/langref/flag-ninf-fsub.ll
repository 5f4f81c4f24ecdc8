; langref: ninf on fsub: an infinite argument or result gives poison
; expect: float inf, float 2.0 -> float poison

define float @f(float %a, float %b) {
  %r = fsub ninf float %a, %b
  ret float %r
}
