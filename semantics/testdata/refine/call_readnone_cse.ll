; EXPECT: correct
; Two readnone calls with equal arguments merged: the world answers them
; alike.
declare i32 @f(i32) memory(none) willreturn nounwind
define i32 @src(i32 %x) {
  %a = call i32 @f(i32 %x)
  %b = call i32 @f(i32 %x)
  %r = sub i32 %a, %b
  ret i32 %r
}
define i32 @tgt(i32 %x) {
  ret i32 0
}
