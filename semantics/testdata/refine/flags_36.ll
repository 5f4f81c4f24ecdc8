; EXPECT: incorrect
; WHY: trunc nuw is poison when a truncated bit is set; x=256 gives 0 in src, poison in tgt
define i8 @src(i16 %x) {
  %t = trunc i16 %x to i8
  ret i8 %t
}

define i8 @tgt(i16 %x) {
  %t = trunc nuw i16 %x to i8
  ret i8 %t
}
