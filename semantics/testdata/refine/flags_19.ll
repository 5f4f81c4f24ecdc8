; EXPECT: correct
; WHY: lshr exact is poison if a set bit is shifted out, so (x >>exact 1) << 1 is x or poison
define i8 @src(i8 %x) {
  %a = lshr exact i8 %x, 1
  %b = shl i8 %a, 1
  ret i8 %b
}

define i8 @tgt(i8 %x) {
  ret i8 %x
}
