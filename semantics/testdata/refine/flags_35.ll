; EXPECT: incorrect
; WHY: trunc nsw is poison when the value does not fit signed; x=128 gives -128 in src, poison in tgt
define i8 @src(i16 %x) {
  %t = trunc i16 %x to i8
  ret i8 %t
}

define i8 @tgt(i16 %x) {
  %t = trunc nsw i16 %x to i8
  ret i8 %t
}
