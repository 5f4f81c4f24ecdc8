; ARGS: 7
; EXPECT: i32 7
; free(null) is a no-op.
declare void @free(ptr)

define i32 @f(i32 %x) {
entry:
  call void @free(ptr null)
  ret i32 %x
}
