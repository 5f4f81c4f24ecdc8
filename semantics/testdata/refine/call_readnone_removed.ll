; EXPECT: correct
; A readnone willreturn nounwind call whose result is unused removed: it is
; not observable.
declare i32 @f(i32) memory(none) willreturn nounwind
define void @src(i32 %x) {
  %r = call i32 @f(i32 %x)
  ret void
}
define void @tgt(i32 %x) {
  ret void
}
