; EXPECT: correct
; WHY: x + (-0.0) == x for every x including -0.0 (+0 + -0 = +0, -0 + -0 = -0); NaN stays NaN
define float @src(float %x) {
  %r = fadd float %x, -0.0
  ret float %r
}

define float @tgt(float %x) {
  ret float %x
}
