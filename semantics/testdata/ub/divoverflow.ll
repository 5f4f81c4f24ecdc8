; ARGS: -128 -1
; EXPECT-UB: signed division overflow
; AT: %entry %q
define i8 @f(i8 %x, i8 %y) {
entry:
  %q = sdiv i8 %x, %y
  ret i8 %q
}
