; cmpxchg: every success/failure ordering pair
define void @f(ptr %p, i32 %old, i32 %new) {
  %c0 = cmpxchg ptr %p, i32 %old, i32 %new monotonic monotonic
  %c1 = cmpxchg ptr %p, i32 %old, i32 %new monotonic acquire
  %c2 = cmpxchg ptr %p, i32 %old, i32 %new monotonic seq_cst
  %c3 = cmpxchg ptr %p, i32 %old, i32 %new acquire monotonic
  %c4 = cmpxchg ptr %p, i32 %old, i32 %new acquire acquire
  %c5 = cmpxchg ptr %p, i32 %old, i32 %new acquire seq_cst
  %c6 = cmpxchg ptr %p, i32 %old, i32 %new release monotonic
  %c7 = cmpxchg ptr %p, i32 %old, i32 %new release acquire
  %c8 = cmpxchg ptr %p, i32 %old, i32 %new release seq_cst
  %c9 = cmpxchg ptr %p, i32 %old, i32 %new acq_rel monotonic
  %c10 = cmpxchg ptr %p, i32 %old, i32 %new acq_rel acquire
  %c11 = cmpxchg ptr %p, i32 %old, i32 %new acq_rel seq_cst
  %c12 = cmpxchg ptr %p, i32 %old, i32 %new seq_cst monotonic
  %c13 = cmpxchg ptr %p, i32 %old, i32 %new seq_cst acquire
  %c14 = cmpxchg ptr %p, i32 %old, i32 %new seq_cst seq_cst
  ret void
}
