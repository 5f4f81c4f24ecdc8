; EXPECT: incorrect
; WHY: nnan makes the result poison when an operand is NaN; x=NaN gives NaN in src, poison in tgt
define float @src(float %x, float %y) {
  %r = fadd float %x, %y
  ret float %r
}

define float @tgt(float %x, float %y) {
  %r = fadd nnan float %x, %y
  ret float %r
}
