; langref: cmpxchg: when memory differs from the expected value nothing is stored and success is false
; expect: i32 4 -> i32 5

define i32 @f(i32 %a) {
  %p = alloca i32
  store i32 5, ptr %p
  %r = cmpxchg ptr %p, i32 %a, i32 9 acquire monotonic
  %v = load i32, ptr %p
  ret i32 %v
}
