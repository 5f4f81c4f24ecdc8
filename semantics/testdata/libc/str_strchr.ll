; strchr finds the first occurrence; the terminating NUL is part of the
; string searched; a miss is null; the character is converted to char.
; STDOUT: "2 1 5 0\n"
@s = private unnamed_addr constant [6 x i8] c"hello\00"
@fmt = private unnamed_addr constant [16 x i8] c"%ld %d %ld %ld\0A\00"

declare ptr @strchr(ptr, i32)
declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  %l = call ptr @strchr(ptr @s, i32 108)
  %z = call ptr @strchr(ptr @s, i32 122)
  %nul = call ptr @strchr(ptr @s, i32 0)
  %h = call ptr @strchr(ptr @s, i32 360)  ; 360 = 0x168: (char)360 is 'h'
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
