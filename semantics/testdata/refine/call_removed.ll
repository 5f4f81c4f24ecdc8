; EXPECT: incorrect
; A call to an unknown function that may write memory removed.
declare void @f(i32)
define void @src(i32 %x) {
  call void @f(i32 %x)
  ret void
}
define void @tgt(i32 %x) {
  ret void
}
