; EXPECT: correct
; WHY: mul x, 2 with undef x gives an arbitrary even value, which add x, x (independent uses) covers
define i8 @src(i8 %x) {
  %a = add i8 %x, %x
  ret i8 %a
}

define i8 @tgt(i8 %x) {
  %a = mul i8 %x, 2
  ret i8 %a
}
