; langref: returned: the function returns that argument (a hint; it is kept)
; expect: i32 4 -> i32 4

define i32 @g(i32 returned %x) {
  ret i32 %x
}

define i32 @f(i32 %a) {
  %r = call i32 @g(i32 %a)
  ret i32 %r
}
