; ARGS: 1 8
; EXPECT: i8 poison
; A shift by the bit width or more is poison, not undefined behaviour.
define i8 @f(i8 %x, i8 %s) {
entry:
  %r = shl i8 %x, %s
  ret i8 %r
}
