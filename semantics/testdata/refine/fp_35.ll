; EXPECT: correct
; WHY: with nnan a NaN result is poison, so fadd nnan x, NaN-constant is poison and any tgt value refines it
define float @src(float %x) {
  %r = fadd nnan float %x, 0x7FF8000000000000
  ret float %r
}

define float @tgt(float %x) {
  ret float 1.0
}
