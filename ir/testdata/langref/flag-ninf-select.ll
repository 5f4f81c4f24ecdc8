; langref: ninf on select: an infinite result gives poison
; expect: i1 true, float -inf, float 1.0 -> float poison

define float @f(i1 %c, float %a, float %b) {
  %r = select ninf i1 %c, float %a, float %b
  ret float %r
}
