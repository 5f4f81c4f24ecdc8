; strrchr finds the last occurrence, the terminating NUL included.
; STDOUT: "3 1 5 0\n"
@s = private unnamed_addr constant [6 x i8] c"hello\00"
@fmt = private unnamed_addr constant [16 x i8] c"%ld %d %ld %ld\0A\00"

declare ptr @strrchr(ptr, i32)
declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  %l = call ptr @strrchr(ptr @s, i32 108)
  %z = call ptr @strrchr(ptr @s, i32 122)
  %nul = call ptr @strrchr(ptr @s, i32 0)
  %h = call ptr @strrchr(ptr @s, i32 104)
  %base = ptrtoint ptr @s to i64
  %li = ptrtoint ptr %l to i64
  %ni = ptrtoint ptr %nul to i64
  %hi = ptrtoint ptr %h to i64
  %lo = sub i64 %li, %base
  %no = sub i64 %ni, %base
  %ho = sub i64 %hi, %base
  %isnull = icmp eq ptr %z, null
  %zn = zext i1 %isnull to i32
  %n = call i32 (ptr, ...) @printf(ptr @fmt, i64 %lo, i32 %zn, i64 %no, i64 %ho)
  ret i32 0
}
