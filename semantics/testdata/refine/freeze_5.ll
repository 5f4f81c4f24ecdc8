; EXPECT: correct
; WHY: adding a freeze only refines (poison/undef become one fixed value)
define i8 @src(i8 %x) {
  ret i8 %x
}

define i8 @tgt(i8 %x) {
  %f = freeze i8 %x
  ret i8 %f
}
