; EXPECT: incorrect
; Marking a call noreturn when the source's call may return: where @g
; returns, the source returns 5 and the target is undefined.
declare void @g()

define i32 @src() {
  call void @g()
  ret i32 5
}
define i32 @tgt() {
  call void @g() noreturn
  ret i32 5
}
