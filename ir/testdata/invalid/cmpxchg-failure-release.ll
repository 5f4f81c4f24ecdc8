; ERROR: invalid cmpxchg failure ordering
define void @f(ptr %p) {
  %r = cmpxchg ptr %p, i32 0, i32 1 seq_cst release
  ret void
}
