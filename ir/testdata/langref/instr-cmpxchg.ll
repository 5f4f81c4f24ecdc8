; langref: cmpxchg: stores the new value when memory equals the expected one; returns the old value and success
; expect: i32 5 -> { i32, i1 } { i32 5, i1 true }

define { i32, i1 } @f(i32 %a) {
  %p = alloca i32
  store i32 5, ptr %p
  %r = cmpxchg ptr %p, i32 %a, i32 9 seq_cst seq_cst
  ret { i32, i1 } %r
}
