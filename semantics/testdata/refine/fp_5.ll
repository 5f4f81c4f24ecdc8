; EXPECT: incorrect
; WHY: -0.0 + 0.0 is +0.0 in round-to-nearest, so x=-0.0 returns +0.0 in src and -0.0 in tgt
define float @src(float %x) {
  %r = fadd float %x, 0.0
  ret float %r
}

define float @tgt(float %x) {
  ret float %x
}
