; ARGS: 5
; EXPECT-UB: use after free
; AT: %entry %v
declare ptr @malloc(i64)
declare void @free(ptr)

define i32 @f(i32 %x) {
entry:
  %p = call ptr @malloc(i64 4)
  store i32 %x, ptr %p, align 4
  call void @free(ptr %p)
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
