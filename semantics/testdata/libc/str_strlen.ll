; strlen counts the bytes before the first NUL, in any object.
; STDOUT: "5 0 3\n"
@s = private unnamed_addr constant [6 x i8] c"hello\00"
@e = private unnamed_addr constant [1 x i8] zeroinitializer
@mid = private unnamed_addr constant [8 x i8] c"abc\00def\00"
@fmt = private unnamed_addr constant [13 x i8] c"%lu %lu %lu\0A\00"

declare i64 @strlen(ptr)
declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  %a = call i64 @strlen(ptr @s)
  %b = call i64 @strlen(ptr @e)
  %c = call i64 @strlen(ptr @mid)
  %n = call i32 (ptr, ...) @printf(ptr @fmt, i64 %a, i64 %b, i64 %c)
  ret i32 0
}
