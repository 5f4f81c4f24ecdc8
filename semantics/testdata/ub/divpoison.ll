; ARGS: 5 poison
; EXPECT-UB: division by poison or undef
; AT: %entry %r
define i32 @f(i32 %x, i32 %y) {
entry:
  %r = urem i32 %x, %y
  ret i32 %r
}
