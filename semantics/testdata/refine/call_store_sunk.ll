; EXPECT: incorrect
; A store to an argument object sunk past an unknown call that may read
; it (the caller's object escaped before the call).
declare void @f()
define void @src(ptr %p) {
  store i32 1, ptr %p
  call void @f()
  ret void
}
define void @tgt(ptr %p) {
  call void @f()
  store i32 1, ptr %p
  ret void
}
