; EXPECT: incorrect
; WHY: udiv exact is poison when the remainder is nonzero; x=1 gives 0 in src, poison in tgt
define i8 @src(i8 %x) {
  %a = udiv i8 %x, 4
  ret i8 %a
}

define i8 @tgt(i8 %x) {
  %a = udiv exact i8 %x, 4
  ret i8 %a
}
