; ARGS: 1
; EXPECT-UB: invalid free
; AT: %bad call
declare ptr @malloc(i64)
declare void @free(ptr)

define i32 @f(i64 %off) {
entry:
  %p = call ptr @malloc(i64 8)
  %q = getelementptr i8, ptr %p, i64 %off
  br label %bad

bad:
  call void @free(ptr %q)
  ret i32 0
}
