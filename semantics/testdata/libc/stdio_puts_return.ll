; puts returns a non-negative value; glibc's is the bytes written, newline
; included (MIN(INT_MAX, len + 1)); fputs returns 1 in glibc.
; STDOUT: "four\n5 1\n"
@four = private unnamed_addr constant [5 x i8] c"four\00"
@empty = private unnamed_addr constant [1 x i8] zeroinitializer
@fmt = private unnamed_addr constant [7 x i8] c"%d %d\0A\00"
@stdout = external global ptr

declare i32 @puts(ptr)
declare i32 @fputs(ptr, ptr)
declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  %r = call i32 @puts(ptr @four)
  %so = load ptr, ptr @stdout
  %f = call i32 @fputs(ptr @empty, ptr %so)
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %r, i32 %f)
  ret i32 0
}
