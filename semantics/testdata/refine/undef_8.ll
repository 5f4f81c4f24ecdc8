; EXPECT: correct
; WHY: poison may be refined by undef (or any value)
define i8 @src(i8 %x) {
  ret i8 poison
}

define i8 @tgt(i8 %x) {
  ret i8 undef
}
