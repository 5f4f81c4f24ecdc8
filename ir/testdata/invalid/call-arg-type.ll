; ERROR: call argument 0 is i64
define void @f(i64 %x) {
  call void (i32) @g(i64 %x)
  ret void
}
declare void @g(i32)
