; langref: builtin (call site): the call is to a builtin even though the callee is nobuiltin
; expect: i32 2 -> i32 3

define i32 @g(i32 %x) nobuiltin {
  %r = add i32 %x, 1
  ret i32 %r
}

define i32 @f(i32 %a) {
  %r = call i32 @g(i32 %a) builtin
  ret i32 %r
}
