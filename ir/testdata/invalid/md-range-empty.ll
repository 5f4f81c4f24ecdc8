; ERROR: the upper and lower limits cannot be the same value
define void @f(ptr %p) {
  %v = load i8, ptr %p, !range !0
  ret void
}
!0 = !{i8 5, i8 5}
