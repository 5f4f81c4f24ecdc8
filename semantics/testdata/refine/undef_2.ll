; EXPECT: incorrect
; WHY: with x=undef each use may differ, so add x, x can be odd in tgt while shl x, 1 is always even
define i8 @src(i8 %x) {
  %a = shl i8 %x, 1
  ret i8 %a
}

define i8 @tgt(i8 %x) {
  %a = add i8 %x, %x
  ret i8 %a
}
