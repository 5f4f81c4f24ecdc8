; langref: byref(<ty>): passed by reference like a plain pointer; the callee may not write it
; expect: i32 6 -> i32 6

define i32 @g(ptr byref(i32) %p) {
  %v = load i32, ptr %p
  ret i32 %v
}

define i32 @f(i32 %a) {
  %o = alloca i32
  store i32 %a, ptr %o
  %r = call i32 @g(ptr byref(i32) %o)
  ret i32 %r
}
