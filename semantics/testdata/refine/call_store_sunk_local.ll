; EXPECT: correct
; A store to an alloca that never escapes moved past an unknown call: the
; call cannot see it.
declare void @f()
define i32 @src() {
  %a = alloca i32
  store i32 1, ptr %a
  call void @f()
  %v = load i32, ptr %a
  ret i32 %v
}
define i32 @tgt() {
  call void @f()
  ret i32 1
}
