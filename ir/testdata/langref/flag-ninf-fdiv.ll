; langref: ninf on fdiv: an infinite argument or result gives poison
; expect: float inf, float 2.0 -> float poison

define float @f(float %a, float %b) {
  %r = fdiv ninf float %a, %b
  ret float %r
}
