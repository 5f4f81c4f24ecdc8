; A correct pair that is checked in milliseconds.
define i8 @src(i8 %x) {
  %r = add i8 %x, %x
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  %r = shl i8 %x, 1
  ret i8 %r
}
