; EXPECT: correct
; WHY: nsz lets the sign of a zero result be either, so x + 0.0 may return x (also for x=-0.0)
define float @src(float %x) {
  %r = fadd nsz float %x, 0.0
  ret float %r
}

define float @tgt(float %x) {
  ret float %x
}
