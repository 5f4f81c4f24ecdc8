; ARGS: 5 0
; EXPECT-UB: division by zero
; AT: %entry %q
define i32 @f(i32 %x, i32 %y) {
entry:
  %q = udiv i32 %x, %y
  ret i32 %q
}
