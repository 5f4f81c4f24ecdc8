; EXPECT: correct
; Code after a call to an unknown noreturn function is dead.
declare void @f() noreturn
define i32 @src() {
  call void @f()
  ret i32 1
}
define i32 @tgt() {
  call void @f()
  unreachable
}
