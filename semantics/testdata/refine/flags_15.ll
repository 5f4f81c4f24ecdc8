; EXPECT: correct
; WHY: udiv exact by 4 is poison unless x is a multiple of 4, where it equals lshr exact by 2
define i8 @src(i8 %x) {
  %a = udiv exact i8 %x, 4
  ret i8 %a
}

define i8 @tgt(i8 %x) {
  %a = lshr exact i8 %x, 2
  ret i8 %a
}
