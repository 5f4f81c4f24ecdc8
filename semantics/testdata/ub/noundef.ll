; ARGS: 127
; EXPECT-UB: noundef violation
; AT: %entry ret
define noundef i8 @f(i8 %x) {
entry:
  %y = add nsw i8 %x, 1
  ret i8 %y
}
