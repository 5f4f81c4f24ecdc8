; EXPECT: correct
; WHY: trunc nuw is poison if any truncated bit is set, so zext(trunc nuw x) is x or poison
define i16 @src(i16 %x) {
  %t = trunc nuw i16 %x to i8
  %z = zext i8 %t to i16
  ret i16 %z
}

define i16 @tgt(i16 %x) {
  ret i16 %x
}
