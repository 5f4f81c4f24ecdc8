; langref: zeroext: the caller zero-extends the argument (and the callee its return value); in IR the value passes unchanged
; expect: i8 -1 -> i32 255

define zeroext i8 @g(i8 zeroext %x) {
  ret i8 %x
}

define i32 @f(i8 %a) {
  %r = call zeroext i8 @g(i8 zeroext %a)
  %w = zext i8 %r to i32
  ret i32 %w
}
