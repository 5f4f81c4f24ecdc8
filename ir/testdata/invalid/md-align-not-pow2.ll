; ERROR: !align metadata value 3 must be a power of 2
define void @f(ptr %p) {
  %v = load ptr, ptr %p, !align !0
  ret void
}
!0 = !{i64 3}
