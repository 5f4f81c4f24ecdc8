; memset stores (unsigned char)c into n bytes and returns the destination.
; STDOUT: "zzzdef AAcdef 1\n"
@abcdef = private unnamed_addr constant [7 x i8] c"abcdef\00"
@fmt = private unnamed_addr constant [10 x i8] c"%s %s %d\0A\00"

declare ptr @memcpy(ptr, ptr, i64)
declare ptr @memset(ptr, i32, i64)
declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  %a = alloca [7 x i8]
  %b = alloca [7 x i8]
  call ptr @memcpy(ptr %a, ptr @abcdef, i64 7)
  call ptr @memcpy(ptr %b, ptr @abcdef, i64 7)
  %r = call ptr @memset(ptr %a, i32 122, i64 3)
  call ptr @memset(ptr %b, i32 321, i64 2)   ; 321 = 0x141: the byte 'A'
  call ptr @memset(ptr %b, i32 0, i64 0)
  %same = icmp eq ptr %r, %a
  %z = zext i1 %same to i32
  %n = call i32 (ptr, ...) @printf(ptr @fmt, ptr %a, ptr %b, i32 %z)
  ret i32 0
}
