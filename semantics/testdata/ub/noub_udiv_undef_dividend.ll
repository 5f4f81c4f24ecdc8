; ARGS: undef 0
; EXPECT: i8 0
; An undef dividend is not UB; udiv undef, 255 is 0 or 1, and and-ing with 0 gives 0.
define i8 @f(i8 %x, i8 %z) {
entry:
  %q = udiv i8 %x, 255
  %r = and i8 %q, %z
  ret i8 %r
}
