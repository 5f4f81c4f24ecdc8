; langref: acq_rel acquire on cmpxchg: success and failure orderings do not change a single thread's result
; expect: i32 8 -> i32 9

define i32 @f(i32 %a) {
  %p = alloca i32
  store i32 %a, ptr %p
  %r = cmpxchg ptr %p, i32 8, i32 9 acq_rel acquire
  %v = load i32, ptr %p
  ret i32 %v
}
