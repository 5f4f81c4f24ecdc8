; ERROR: !range is only allowed on loads, calls and invokes
define void @f(ptr %p) {
  store i32 0, ptr %p, !range !0
  ret void
}
!0 = !{i32 0, i32 10}
