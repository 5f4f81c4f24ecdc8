; EXPECT: correct
; WHY: zext nneg is poison if x is negative; for non-negative x zext equals sext
define i16 @src(i8 %x) {
  %a = zext nneg i8 %x to i16
  ret i16 %a
}

define i16 @tgt(i8 %x) {
  %a = sext i8 %x to i16
  ret i16 %a
}
