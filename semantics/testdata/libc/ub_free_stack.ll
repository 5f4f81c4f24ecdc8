; free of a stack object.
; EXPECT-UB: invalid free
declare void @free(ptr)

define i32 @main() {
entry:
  %a = alloca i32
  call void @free(ptr %a)
  ret i32 0
}
