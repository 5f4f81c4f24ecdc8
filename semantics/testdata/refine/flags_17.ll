; EXPECT: correct
; WHY: sdiv exact by 4 is poison unless x is a multiple of 4, where it equals ashr by 2
define i8 @src(i8 %x) {
  %a = sdiv exact i8 %x, 4
  ret i8 %a
}

define i8 @tgt(i8 %x) {
  %a = ashr exact i8 %x, 2
  ret i8 %a
}
