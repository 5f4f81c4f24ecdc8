; langref: call notail: the call must not be tail-call optimised
; expect: i32 20 -> i32 21

define i32 @g(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

define i32 @f(i32 %a) {
  %r = notail call i32 @g(i32 %a)
  ret i32 %r
}
