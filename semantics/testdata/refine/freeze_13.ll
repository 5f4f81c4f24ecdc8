; EXPECT: correct
; WHY: add x, x with undef x may be any value (uses independent); freeze then shl gives an even value, which is covered
define i8 @src(i8 %x) {
  %a = add i8 %x, %x
  ret i8 %a
}

define i8 @tgt(i8 %x) {
  %f = freeze i8 %x
  %a = shl i8 %f, 1
  ret i8 %a
}
