; memcpy with overlapping ranges (memmove would be fine).
; EXPECT-UB: overlapping memcpy
; DETAIL-CONTAINS: @memcpy: source and destination overlap
; AT: @main %entry %1
declare ptr @memcpy(ptr, ptr, i64)
declare ptr @memset(ptr, i32, i64)

define i32 @main() {
entry:
  %buf = alloca [8 x i8]
  call ptr @memset(ptr %buf, i32 0, i64 8)
  %p = getelementptr i8, ptr %buf, i64 3
  call ptr @memcpy(ptr %p, ptr %buf, i64 4)
  ret i32 0
}
