; EXPECT: correct
; WHY: ashr exact is poison if a set bit is shifted out; otherwise it equals sdiv by 4
define i8 @src(i8 %x) {
  %a = ashr exact i8 %x, 2
  ret i8 %a
}

define i8 @tgt(i8 %x) {
  %a = sdiv i8 %x, 4
  ret i8 %a
}
