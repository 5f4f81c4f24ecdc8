; ERROR: cmpxchg success ordering must be at least monotonic
define void @f(ptr %p) {
  %r = cmpxchg ptr %p, i32 0, i32 1 unordered monotonic
  ret void
}
