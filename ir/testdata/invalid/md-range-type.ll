; ERROR: !range types must match instruction type
define void @f(ptr %p) {
  %v = load i32, ptr %p, !range !0
  ret void
}
!0 = !{i64 0, i64 10}
