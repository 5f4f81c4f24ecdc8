; ERROR: atomicrmw ordering must be at least monotonic
define i32 @f(ptr %p) {
  %r = atomicrmw add ptr %p, i32 1 unordered
  ret i32 %r
}
