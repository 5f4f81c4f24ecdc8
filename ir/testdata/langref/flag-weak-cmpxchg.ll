; langref: weak on cmpxchg: a weak cmpxchg may fail spuriously: success is any, and memory is unchanged on failure
; expect: i32 1 -> i1 true | i1 false

define i1 @f(i32 %a) {
  %p = alloca i32
  store i32 1, ptr %p
  %r = cmpxchg weak ptr %p, i32 %a, i32 9 seq_cst seq_cst
  %ok = extractvalue { i32, i1 } %r, 1
  ret i1 %ok
}
