; snprintf(buf, n, fmt, ...) truncates to n-1 bytes and a NUL and returns
; the full length; n = 0 writes nothing (buf may then be null).
; STDOUT: "123 5 3\n"
@f2 = private unnamed_addr constant [3 x i8] c"%d\00"
@fmt = private unnamed_addr constant [10 x i8] c"%s %d %d\0A\00"

declare i32 @snprintf(ptr, i64, ptr, ...)
declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  %b = alloca [4 x i8]
  %m = call i32 (ptr, i64, ptr, ...) @snprintf(ptr %b, i64 4, ptr @f2, i32 12345)
  %z = call i32 (ptr, i64, ptr, ...) @snprintf(ptr null, i64 0, ptr @f2, i32 100)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr %b, i32 %m, i32 %z)
  ret i32 0
}
