; EXPECT: incorrect
; WHY: shl by 8 on i8 is poison in tgt while src masks the amount to 0 and returns x
define i8 @src(i8 %x, i8 %y) {
  %m = and i8 %y, 7
  %a = shl i8 %x, %m
  ret i8 %a
}

define i8 @tgt(i8 %x, i8 %y) {
  %a = shl i8 %x, %y
  ret i8 %a
}
