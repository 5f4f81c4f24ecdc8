; sprintf whose %s argument is the destination: copying between
; overlapping objects (C11 7.21.6.6).
; EXPECT-UB: overlapping memcpy
@abc = private unnamed_addr constant [4 x i8] c"abc\00"
@fmt = private unnamed_addr constant [4 x i8] c"%sx\00"

declare ptr @strcpy(ptr, ptr)
declare i32 @sprintf(ptr, ptr, ...)

define i32 @main() {
entry:
  %buf = alloca [16 x i8]
  call ptr @strcpy(ptr %buf, ptr @abc)
  call i32 (ptr, ptr, ...) @sprintf(ptr %buf, ptr @fmt, ptr %buf)
  ret i32 0
}
