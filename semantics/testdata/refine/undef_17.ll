; EXPECT: incorrect
; WHY: undef is a bit pattern of the type, never poison; tgt turns the undef arm into poison
define i8 @src(i1 %c) {
  %a = select i1 %c, i8 undef, i8 3
  %r = add i8 %a, 0
  ret i8 %r
}

define i8 @tgt(i1 %c) {
  %a = select i1 %c, i8 poison, i8 3
  ret i8 %a
}
