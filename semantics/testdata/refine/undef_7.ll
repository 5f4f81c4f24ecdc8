; EXPECT: incorrect
; WHY: poison is more undefined than undef, so replacing undef by poison is not a refinement
define i8 @src(i8 %x) {
  ret i8 undef
}

define i8 @tgt(i8 %x) {
  ret i8 poison
}
