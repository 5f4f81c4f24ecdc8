; langref: nest: the pointer argument may be removed by trampoline intrinsics; its value is passed
; expect: i32 3 -> i32 3

define i32 @g(ptr nest %p) {
  %v = load i32, ptr %p
  ret i32 %v
}

define i32 @f(i32 %a) {
  %o = alloca i32
  store i32 %a, ptr %o
  %r = call i32 @g(ptr nest %o)
  ret i32 %r
}
