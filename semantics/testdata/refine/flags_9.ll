; EXPECT: correct
; WHY: mul nsw x, 2 overflows iff bit7 != bit6, exactly when shl nsw x, 1 is poison
define i8 @src(i8 %x) {
  %a = mul nsw i8 %x, 2
  ret i8 %a
}

define i8 @tgt(i8 %x) {
  %a = shl nsw i8 %x, 1
  ret i8 %a
}
