; EXPECT: incorrect
; WHY: xor undef, undef may be any value (independent uses), but src always returns 0
define i8 @src(i8 %x) {
  ret i8 0
}

define i8 @tgt(i8 %x) {
  %a = xor i8 undef, undef
  ret i8 %a
}
