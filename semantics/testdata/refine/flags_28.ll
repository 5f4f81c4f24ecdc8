; EXPECT: incorrect
; WHY: zext nneg is poison for a negative operand; x=-1 gives 255 in src, poison in tgt
define i16 @src(i8 %x) {
  %a = zext i8 %x to i16
  ret i16 %a
}

define i16 @tgt(i8 %x) {
  %a = zext nneg i8 %x to i16
  ret i16 %a
}
