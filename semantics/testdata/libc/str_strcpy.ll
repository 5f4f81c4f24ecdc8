; strcpy copies the string and its NUL and returns the destination.
; STDOUT: "hi| 1 x\n"
@hi = private unnamed_addr constant [3 x i8] c"hi\00"
@fmt = private unnamed_addr constant [11 x i8] c"%s| %d %c\0A\00"

declare ptr @strcpy(ptr, ptr)
declare ptr @memset(ptr, i32, i64)
declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  %buf = alloca [8 x i8]
  call ptr @memset(ptr %buf, i32 120, i64 8)
  %r = call ptr @strcpy(ptr %buf, ptr @hi)
  %same = icmp eq ptr %r, %buf
  %z = zext i1 %same to i32
  ; the byte after the copied NUL is untouched
  %p3 = getelementptr i8, ptr %buf, i64 3
  %c = load i8, ptr %p3
  %ci = sext i8 %c to i32
  %n = call i32 (ptr, ...) @printf(ptr @fmt, ptr %buf, i32 %z, i32 %ci)
  ret i32 0
}
