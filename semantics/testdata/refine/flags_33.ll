; EXPECT: incorrect
; WHY: plain trunc discards high bits: x=256 gives 0 in src, 256 in tgt
define i16 @src(i16 %x) {
  %t = trunc i16 %x to i8
  %z = zext i8 %t to i16
  ret i16 %z
}

define i16 @tgt(i16 %x) {
  ret i16 %x
}
