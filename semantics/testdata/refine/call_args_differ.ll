; EXPECT: incorrect
; An unknown function called with another argument.
declare void @f(i32)
define void @src(i32 %x) {
  call void @f(i32 %x)
  ret void
}
define void @tgt(i32 %x) {
  %y = add i32 %x, 1
  call void @f(i32 %y)
  ret void
}
