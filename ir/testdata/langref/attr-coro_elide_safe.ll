; langref: coro_elide_safe (call site): a call-site hint for coroutine elision; the call's meaning is unchanged
; expect: i32 2 -> i32 3

define i32 @g(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

define i32 @f(i32 %a) {
  %r = call i32 @g(i32 %a) coro_elide_safe
  ret i32 %r
}
