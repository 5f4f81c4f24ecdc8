; EXPECT: correct
; WHY: trunc nsw is poison unless x fits in i8 as a signed value, so sext(trunc nsw x) is x or poison
define i16 @src(i16 %x) {
  %t = trunc nsw i16 %x to i8
  %z = sext i8 %t to i16
  ret i16 %z
}

define i16 @tgt(i16 %x) {
  ret i16 %x
}
