; EXPECT: incorrect
; WHY: freeze of add nsw is defined on overflow but add nsw of freeze x is poison at x=127
define i8 @src(i8 %x) {
  %a = add nsw i8 %x, 1
  %f = freeze i8 %a
  ret i8 %f
}

define i8 @tgt(i8 %x) {
  %fx = freeze i8 %x
  %a = add nsw i8 %fx, 1
  ret i8 %a
}
