; EXPECT: correct
; A load forwarded across an unknown call whose parameter is readonly.
declare void @f(ptr readonly nocapture)
define i32 @src(ptr noalias %p) {
  store i32 1, ptr %p
  call void @f(ptr %p)
  %v = load i32, ptr %p
  ret i32 %v
}
define i32 @tgt(ptr noalias %p) {
  store i32 1, ptr %p
  call void @f(ptr %p)
  ret i32 1
}
