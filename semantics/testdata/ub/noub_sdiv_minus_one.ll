; ARGS: -5 -1
; EXPECT: i8 5
; sdiv by -1 is UB only for INT_MIN; -5 / -1 is fine.
define i8 @f(i8 %x, i8 %y) {
entry:
  %q = sdiv i8 %x, %y
  ret i8 %q
}
