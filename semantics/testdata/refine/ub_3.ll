; EXPECT: correct
; WHY: srem INT_MIN, -1 is UB (overflow); for every other x the remainder by -1 is 0
define i8 @src(i8 %x) {
  %r = srem i8 %x, -1
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  ret i8 0
}
