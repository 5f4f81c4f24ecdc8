; EXPECT: incorrect
; The result of a call whose returned parameter is the first is the first
; argument, not the second.
declare i16 @h(i16 returned, i16)

define i16 @src(i16 %x, i16 %y) {
  %r = call i16 @h(i16 %x, i16 %y)
  ret i16 %r
}
define i16 @tgt(i16 %x, i16 %y) {
  %r = call i16 @h(i16 %x, i16 %y)
  ret i16 %y
}
