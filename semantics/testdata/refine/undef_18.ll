; EXPECT: correct
; WHY: the low bit of shl undef, 1 is 0, so or with 1 is never 0 (and is never poison)
define i1 @src(i8 %x) {
  %s = shl i8 undef, 1
  %o = or i8 %s, 1
  %c = icmp ne i8 %o, 0
  ret i1 %c
}

define i1 @tgt(i8 %x) {
  ret i1 true
}
