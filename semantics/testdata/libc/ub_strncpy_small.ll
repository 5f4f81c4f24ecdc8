; strncpy writes n bytes whatever the source's length.
; EXPECT-UB: out-of-bounds access
; DETAIL-CONTAINS: @strncpy: writes 8 bytes through argument 1, 4 fit
@ab = private unnamed_addr constant [3 x i8] c"ab\00"

declare ptr @strncpy(ptr, ptr, i64)

define i32 @main() {
entry:
  %buf = alloca [4 x i8]
  call ptr @strncpy(ptr %buf, ptr @ab, i64 8)
  ret i32 0
}
