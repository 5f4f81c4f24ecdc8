; langref: signext: the caller sign-extends the argument (and the callee its return value); in IR the value passes unchanged
; expect: i8 -1 -> i32 -1

define signext i8 @g(i8 signext %x) {
  ret i8 %x
}

define i32 @f(i8 %a) {
  %r = call signext i8 @g(i8 signext %a)
  %w = sext i8 %r to i32
  ret i32 %w
}
