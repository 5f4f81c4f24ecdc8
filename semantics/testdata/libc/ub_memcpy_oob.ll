; memcpy reading past its source object.
; EXPECT-UB: out-of-bounds access
; DETAIL-CONTAINS: @memcpy: copying 8 bytes
@s = private unnamed_addr constant [4 x i8] c"abc\00"

declare ptr @memcpy(ptr, ptr, i64)

define i32 @main() {
entry:
  %buf = alloca [8 x i8]
  call ptr @memcpy(ptr %buf, ptr @s, i64 8)
  ret i32 0
}
