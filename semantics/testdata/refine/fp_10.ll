; EXPECT: correct
; WHY: fmul ninf is poison when an operand or the result is +-Inf, so m is never +Inf (or is poison) and oeq +Inf folds to false
define i1 @src(float %x) {
  %m = fmul ninf float %x, 2.0
  %c = fcmp oeq float %m, 0x7FF0000000000000
  ret i1 %c
}

define i1 @tgt(float %x) {
  ret i1 false
}
