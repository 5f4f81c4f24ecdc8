; EXPECT: incorrect
; EXPECT-DISABLE-UNDEF-INPUT: correct
; WHY: x<<1 is even whatever value an undef %x takes, but x+x uses an undef %x twice, each use any value: the sum may be odd. The only counterexample is an undef argument, so under alive-tv's --disable-undef-input (CheckOptions.NoUndefInput) the pair is correct; a poison %x makes both sides poison.
define i8 @src(i8 %x) {
  %r = shl i8 %x, 1
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  %r = add i8 %x, %x
  ret i8 %r
}
