; langref: memory(...): a function that stays within its memory effects behaves as without them
; expect: i32 3 -> i32 3

define i32 @g(ptr %p) memory(argmem: read) {
  %v = load i32, ptr %p
  ret i32 %v
}

define i32 @f(i32 %a) {
  %o = alloca i32
  store i32 %a, ptr %o
  %r = call i32 @g(ptr %o)
  ret i32 %r
}
