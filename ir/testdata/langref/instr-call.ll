; langref: call: calls the function with the arguments and gives its result
; expect: i32 20 -> i32 21

define i32 @g(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

define i32 @f(i32 %a) {
  %r = call i32 @g(i32 %a)
  ret i32 %r
}
