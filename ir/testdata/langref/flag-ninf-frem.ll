; langref: ninf on frem: an infinite argument or result gives poison
; expect: float inf, float 2.0 -> float poison

define float @f(float %a, float %b) {
  %r = frem ninf float %a, %b
  ret float %r
}
