; EXPECT: incorrect
; WHY: 0.0 - x is +0.0 for x=+0.0 while fneg gives -0.0
define float @src(float %x) {
  %r = fsub float 0.0, %x
  ret float %r
}

define float @tgt(float %x) {
  %r = fneg float %x
  ret float %r
}
