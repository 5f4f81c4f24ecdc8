; EXPECT: incorrect
; WHY: without nnan fcmp uno is true for a NaN operand; x=NaN returns true in src
define i1 @src(float %x, float %y) {
  %c = fcmp uno float %x, %y
  ret i1 %c
}

define i1 @tgt(float %x, float %y) {
  ret i1 false
}
