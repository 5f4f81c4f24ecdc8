; EXPECT: correct
; A parameter marked returned: "the function always returns its argument
; as its return value". The caller may use the argument in place of the
; call's result.
declare i16 @h(i16 returned, i16)

define i16 @src(i16 %x, i16 %y) {
  %r = call i16 @h(i16 %x, i16 %y)
  %s = add i16 %r, 1
  ret i16 %s
}
define i16 @tgt(i16 %x, i16 %y) {
  %r = call i16 @h(i16 %x, i16 %y)
  %s = add i16 %x, 1
  ret i16 %s
}
