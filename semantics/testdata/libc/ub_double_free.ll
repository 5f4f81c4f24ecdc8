; free of an already freed pointer.
; EXPECT-UB: invalid free
; AT: @main %entry call
declare ptr @malloc(i64)
declare void @free(ptr)

define i32 @main() {
entry:
  %p = call ptr @malloc(i64 8)
  call void @free(ptr %p)
  call void @free(ptr %p)
  ret i32 0
}
