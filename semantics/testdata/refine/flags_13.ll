; EXPECT: correct
; WHY: shl by an amount >= the bit width is poison, so masking the amount only refines src
define i8 @src(i8 %x, i8 %y) {
  %a = shl i8 %x, %y
  ret i8 %a
}

define i8 @tgt(i8 %x, i8 %y) {
  %m = and i8 %y, 7
  %a = shl i8 %x, %m
  ret i8 %a
}
