; EXPECT: correct
; WHY: fcmp uno x, x is true iff x is NaN, and x une x is true iff x is NaN
define i1 @src(float %x) {
  %c = fcmp uno float %x, %x
  ret i1 %c
}

define i1 @tgt(float %x) {
  %c = fcmp une float %x, %x
  ret i1 %c
}
