; EXPECT: incorrect
; WHY: add nsw is poison on signed overflow; x=127 gives poison in tgt but -128 in src
define i8 @src(i8 %x) {
  %a = add i8 %x, 1
  ret i8 %a
}

define i8 @tgt(i8 %x) {
  %a = add nsw i8 %x, 1
  ret i8 %a
}
