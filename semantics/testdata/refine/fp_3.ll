; EXPECT: correct
; WHY: fadd with a NaN operand returns a NaN, and NaN payload/sign are not observable in a float return
define float @src(float %x) {
  %r = fadd float %x, 0x7FF8000000000000
  ret float %r
}

define float @tgt(float %x) {
  ret float 0x7FF8000000000000
}
