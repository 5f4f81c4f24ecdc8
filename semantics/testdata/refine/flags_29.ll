; EXPECT: incorrect
; WHY: zext and sext differ for negative x: x=-1 gives 255 in src, -1 in tgt
define i16 @src(i8 %x) {
  %a = zext i8 %x to i16
  ret i16 %a
}

define i16 @tgt(i8 %x) {
  %a = sext i8 %x to i16
  ret i16 %a
}
