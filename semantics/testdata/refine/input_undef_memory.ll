; EXPECT: incorrect
; EXPECT-DISABLE-UNDEF-INPUT: correct
; WHY: the byte %p points to, shifted left by one, is even whatever value an undef byte takes; the target loads it twice and adds, and two loads of an undef byte are two independent values: the sum may be odd. The only counterexample is an argument object holding undef, so under alive-tv's --disable-undef-input (CheckOptions.NoUndefInput) the pair is correct; a poison byte makes both sides poison.
define i8 @src(ptr noundef %p) {
  %v = load i8, ptr %p
  %r = shl i8 %v, 1
  ret i8 %r
}

define i8 @tgt(ptr noundef %p) {
  %a = load i8, ptr %p
  %b = load i8, ptr %p
  %r = add i8 %a, %b
  ret i8 %r
}
