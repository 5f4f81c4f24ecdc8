; langref: volatile on cmpxchg: volatile does not change the exchange
; expect: i32 1 -> i32 9

define i32 @f(i32 %a) {
  %p = alloca i32
  store i32 1, ptr %p
  %r = cmpxchg volatile ptr %p, i32 %a, i32 9 monotonic monotonic
  %v = load i32, ptr %p
  ret i32 %v
}
