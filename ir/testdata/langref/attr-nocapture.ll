; langref: nocapture: the old spelling of captures(none); a valid use behaves as without it
; expect: i32 3 -> i32 3

define i32 @g(ptr nocapture %p) {
  %v = load i32, ptr %p
  ret i32 %v
}

define i32 @f(i32 %a) {
  %o = alloca i32
  store i32 %a, ptr %o
  %r = call i32 @g(ptr %o)
  ret i32 %r
}
