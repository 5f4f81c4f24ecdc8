; EXPECT: incorrect
; WHY: ashr exact is poison when a set bit is shifted out; x=1 gives 0 in src, poison in tgt
define i8 @src(i8 %x) {
  %a = ashr i8 %x, 1
  ret i8 %a
}

define i8 @tgt(i8 %x) {
  %a = ashr exact i8 %x, 1
  ret i8 %a
}
