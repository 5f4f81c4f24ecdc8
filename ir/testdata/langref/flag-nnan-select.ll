; langref: nnan on select: a NaN result gives poison
; expect: i1 true, float nan, float 1.0 -> float poison

define float @f(i1 %c, float %a, float %b) {
  %r = select nnan i1 %c, float %a, float %b
  ret float %r
}
