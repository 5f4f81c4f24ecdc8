; ERROR: unfinished range
define void @f(ptr %p) {
  %v = load i32, ptr %p, !range !0
  ret void
}
!0 = !{i32 0, i32 10, i32 5}
