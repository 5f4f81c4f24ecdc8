; EXPECT: incorrect
; A load forwarded across an unknown call given the pointer: the call may
; write the object.
declare void @f(ptr)
define i32 @src(ptr %p) {
  store i32 1, ptr %p
  call void @f(ptr %p)
  %v = load i32, ptr %p
  ret i32 %v
}
define i32 @tgt(ptr %p) {
  store i32 1, ptr %p
  call void @f(ptr %p)
  ret i32 1
}
