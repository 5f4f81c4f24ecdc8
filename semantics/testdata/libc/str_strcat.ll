; strcat appends at the destination's NUL and returns the destination.
; STDOUT: "foobar 6 1\n"
@foo = private unnamed_addr constant [4 x i8] c"foo\00"
@bar = private unnamed_addr constant [4 x i8] c"bar\00"
@fmt = private unnamed_addr constant [11 x i8] c"%s %lu %d\0A\00"

declare ptr @strcpy(ptr, ptr)
declare ptr @strcat(ptr, ptr)
declare i64 @strlen(ptr)
declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  %buf = alloca [7 x i8]
  call ptr @strcpy(ptr %buf, ptr @foo)
  %r = call ptr @strcat(ptr %buf, ptr @bar)
  %same = icmp eq ptr %r, %buf
  %z = zext i1 %same to i32
  %len = call i64 @strlen(ptr %buf)
  %n = call i32 (ptr, ...) @printf(ptr @fmt, ptr %buf, i64 %len, i32 %z)
  ret i32 0
}
