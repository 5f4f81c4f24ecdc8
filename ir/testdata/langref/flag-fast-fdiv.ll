; langref: fast on fdiv: fast implies nnan: a NaN argument gives poison
; expect: float nan, float 2.0 -> float poison

define float @f(float %a, float %b) {
  %r = fdiv fast float %a, %b
  ret float %r
}
