; EXPECT: correct
; WHY: xor undef, undef is undef (uses independent); any value, in particular 0, refines it
define i8 @src(i8 %x) {
  %a = xor i8 undef, undef
  ret i8 %a
}

define i8 @tgt(i8 %x) {
  ret i8 0
}
