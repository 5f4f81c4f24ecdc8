; memcpy copies; memmove copies as if through a temporary, so overlapping
; ranges in either direction are fine.
; STDOUT: "abcdef 121234 234566 1 1\n"
@abcdef = private unnamed_addr constant [7 x i8] c"abcdef\00"
@digits = private unnamed_addr constant [7 x i8] c"123456\00"
@fmt = private unnamed_addr constant [16 x i8] c"%s %s %s %d %d\0A\00"

declare ptr @memcpy(ptr, ptr, i64)
declare ptr @memmove(ptr, ptr, i64)
declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  %a = alloca [7 x i8]
  %b = alloca [7 x i8]
  %c = alloca [7 x i8]
  %ra = call ptr @memcpy(ptr %a, ptr @abcdef, i64 7)
  call ptr @memcpy(ptr %b, ptr @digits, i64 7)
  call ptr @memcpy(ptr %c, ptr @digits, i64 7)
  %b2 = getelementptr i8, ptr %b, i64 2
  %rb = call ptr @memmove(ptr %b2, ptr %b, i64 4)   ; forward overlap
  %c1 = getelementptr i8, ptr %c, i64 1
  call ptr @memmove(ptr %c, ptr %c1, i64 5)         ; backward overlap
  %sa = icmp eq ptr %ra, %a
  %sb = icmp eq ptr %rb, %b2
  %za = zext i1 %sa to i32
  %zb = zext i1 %sb to i32
  %n = call i32 (ptr, ...) @printf(ptr @fmt, ptr %a, ptr %b, ptr %c, i32 %za, i32 %zb)
  ret i32 0
}
