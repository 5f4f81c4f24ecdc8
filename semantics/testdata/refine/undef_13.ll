; EXPECT: incorrect
; WHY: xor x, x is poison for poison x (and arbitrary for undef x) while src returns 0
define i8 @src(i8 %x) {
  ret i8 0
}

define i8 @tgt(i8 %x) {
  %a = xor i8 %x, %x
  ret i8 %a
}
