; langref: syncscope("<target scope>"): a target-specific scope; no effect on a single thread's values
; expect: i32 8 -> i32 9

define i32 @f(i32 %a) {
  %p = alloca i32
  store atomic i32 %a, ptr %p syncscope("agent") release, align 4
  %r = cmpxchg ptr %p, i32 8, i32 9 syncscope("workgroup") seq_cst seq_cst
  %v = load i32, ptr %p
  ret i32 %v
}
