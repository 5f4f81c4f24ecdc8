; EXPECT: incorrect
; WHY: fcmp oeq is false when an operand is NaN, so x oeq x is false for x=NaN
define i1 @src(float %x) {
  %c = fcmp oeq float %x, %x
  ret i1 %c
}

define i1 @tgt(float %x) {
  ret i1 true
}
