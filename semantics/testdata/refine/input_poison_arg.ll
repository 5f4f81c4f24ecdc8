; EXPECT: incorrect
; EXPECT-DISABLE-POISON-INPUT: correct
; WHY: and with 0 is 0 for every defined or undef %x (an undef bit and 0 is 0), but poison for a poison %x, which the source's freeze stops. The only counterexample is a poison argument, so under alive-tv's --disable-poison-input (CheckOptions.NoPoisonInput) the pair is correct.
define i8 @src(i8 %x) {
  %f = freeze i8 %x
  %r = and i8 %f, 0
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  %r = and i8 %x, 0
  ret i8 %r
}
