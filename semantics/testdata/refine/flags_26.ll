; EXPECT: correct
; WHY: the low bit of shl x, 1 is zero, so or with 1 really is disjoint and adding the flag is sound
define i8 @src(i8 %x) {
  %s = shl i8 %x, 1
  %a = or i8 %s, 1
  ret i8 %a
}

define i8 @tgt(i8 %x) {
  %s = shl i8 %x, 1
  %a = or disjoint i8 %s, 1
  ret i8 %a
}
