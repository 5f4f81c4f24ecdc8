; EXPECT: incorrect
; A dead-looking store to an argument object removed: the caller sees the
; final bytes.
define void @src(ptr %p) {
  store i8 3, ptr %p
  ret void
}
define void @tgt(ptr %p) {
  ret void
}
