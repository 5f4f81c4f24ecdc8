; EXPECT: incorrect
; WHY: mul nsw is poison on signed overflow; x=64 gives 128 (wraps to -128) in src, poison in tgt
define i8 @src(i8 %x) {
  %a = mul i8 %x, 2
  ret i8 %a
}

define i8 @tgt(i8 %x) {
  %a = mul nsw i8 %x, 2
  ret i8 %a
}
