; ERROR: !dereferenceable applies only to pointer types
define void @f(ptr %p) {
  %v = load i64, ptr %p, !dereferenceable !0
  ret void
}
!0 = !{i64 8}
