; strcpy between overlapping objects.
; EXPECT-UB: overlapping memcpy
; DETAIL-CONTAINS: @strcpy: the strings overlap
@s = private unnamed_addr constant [6 x i8] c"hello\00"

declare ptr @strcpy(ptr, ptr)

define i32 @main() {
entry:
  %buf = alloca [8 x i8]
  call ptr @strcpy(ptr %buf, ptr @s)
  %p = getelementptr i8, ptr %buf, i64 1
  call ptr @strcpy(ptr %p, ptr %buf)
  ret i32 0
}
