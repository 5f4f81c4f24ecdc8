; strncpy(buf, buf + 2, 5) with an empty source: the NULs it writes cover
; the source's terminator, so source and destination overlap.
; EXPECT-UB: overlapping memcpy
declare ptr @strncpy(ptr, ptr, i64)
declare ptr @memset(ptr, i32, i64)

define i32 @main() {
entry:
  %buf = alloca [8 x i8]
  call ptr @memset(ptr %buf, i32 0, i64 8)
  %src = getelementptr i8, ptr %buf, i64 2
  call ptr @strncpy(ptr %buf, ptr %src, i64 5)
  ret i32 0
}
