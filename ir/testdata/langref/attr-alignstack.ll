; langref: alignstack(<n>): the stack alignment for the parameter or the function; the value passes unchanged
; expect: i32 3 -> i32 3

define i32 @g(i32 alignstack(16) %x) alignstack(16) {
  ret i32 %x
}

define i32 @f(i32 %a) {
  %r = call i32 @g(i32 alignstack(16) %a)
  ret i32 %r
}
