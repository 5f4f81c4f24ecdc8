; memchr: the first of n bytes equal to (unsigned char)c, else null; it
; stops at the match, so n may exceed the object when the match comes first.
; STDOUT: "2 1 1 0 5\n"
@s = private unnamed_addr constant [6 x i8] c"hello\00"
@fmt = private unnamed_addr constant [19 x i8] c"%ld %d %d %ld %ld\0A\00"

declare ptr @memchr(ptr, i32, i64)
declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  %a = call ptr @memchr(ptr @s, i32 108, i64 6)
  %b = call ptr @memchr(ptr @s, i32 122, i64 6)
  %c = call ptr @memchr(ptr @s, i32 111, i64 4)   ; 'o' is at 4
  %d = call ptr @memchr(ptr @s, i32 104, i64 100) ; 'h' before the end
  %e = call ptr @memchr(ptr @s, i32 256, i64 6)   ; (unsigned char)256 is NUL
  %base = ptrtoint ptr @s to i64
  %ai = ptrtoint ptr %a to i64
  %di = ptrtoint ptr %d to i64
  %ei = ptrtoint ptr %e to i64
  %ao = sub i64 %ai, %base
  %do = sub i64 %di, %base
  %eo = sub i64 %ei, %base
  %bn = icmp eq ptr %b, null
  %cn = icmp eq ptr %c, null
  %bz = zext i1 %bn to i32
  %cz = zext i1 %cn to i32
  %n = call i32 (ptr, ...) @printf(ptr @fmt, i64 %ao, i32 %bz, i32 %cz, i64 %do, i64 %eo)
  ret i32 0
}
