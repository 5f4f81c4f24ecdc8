; a malloc'd block is exactly the size asked for.
; EXPECT-UB: out-of-bounds access
declare ptr @malloc(i64)

define i32 @main() {
entry:
  %p = call ptr @malloc(i64 4)
  %p4 = getelementptr i8, ptr %p, i64 4
  store i8 0, ptr %p4
  ret i32 0
}
