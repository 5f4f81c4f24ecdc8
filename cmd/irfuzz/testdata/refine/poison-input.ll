; EXPECT: incorrect
; EXPECT-DISABLE-POISON-INPUT: correct
; WHY: the byte %p points to, and-ed with 0, is 0 whether it is defined or undef, but poison when the byte is poison, which the source's freeze stops. The only counterexample is an argument object holding poison, so under alive-tv's --disable-poison-input (CheckOptions.NoPoisonInput) the pair is correct.
define i8 @src(ptr noundef %p) {
  %v = load i8, ptr %p
  %f = freeze i8 %v
  %r = and i8 %f, 0
  ret i8 %r
}

define i8 @tgt(ptr noundef %p) {
  %v = load i8, ptr %p
  %r = and i8 %v, 0
  ret i8 %r
}
