; EXPECT: correct
; WHY: with nnan an fcmp whose operand is NaN is poison, so uno may be folded to false
define i1 @src(float %x, float %y) {
  %c = fcmp nnan uno float %x, %y
  ret i1 %c
}

define i1 @tgt(float %x, float %y) {
  ret i1 false
}
