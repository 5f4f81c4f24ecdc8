; EXPECT: correct
; An undef argument of an unknown function refined to 0.
declare void @f(i32)
define void @src() {
  call void @f(i32 undef)
  ret void
}
define void @tgt() {
  call void @f(i32 0)
  ret void
}
