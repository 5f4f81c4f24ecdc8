; EXPECT: correct
; WHY: with x undef each use differs, so xor x, x is undef (any value); defined x gives 0; poison gives poison
define i8 @src(i8 %x) {
  %a = xor i8 %x, %x
  ret i8 %a
}

define i8 @tgt(i8 %x) {
  ret i8 0
}
