; strcpy of "hello" (6 bytes with the NUL) into a 4-byte buffer.
; EXPECT-UB: out-of-bounds access
; DETAIL-CONTAINS: @strcpy: writes 6 bytes through argument 1, 4 fit
@s = private unnamed_addr constant [6 x i8] c"hello\00"

declare ptr @strcpy(ptr, ptr)

define i32 @main() {
entry:
  %buf = alloca [4 x i8]
  call ptr @strcpy(ptr %buf, ptr @s)
  ret i32 0
}
