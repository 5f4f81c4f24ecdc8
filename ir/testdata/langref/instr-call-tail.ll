; langref: call tail: tail is a hint that the callee does not use the caller's stack
; expect: i32 20 -> i32 21

define i32 @g(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

define i32 @f(i32 %a) {
  %r = tail call i32 @g(i32 %a)
  ret i32 %r
}
