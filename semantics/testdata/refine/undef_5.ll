; EXPECT: correct
; WHY: undef may be refined to any single value of its type
define i8 @src(i8 %x) {
  ret i8 undef
}

define i8 @tgt(i8 %x) {
  ret i8 7
}
