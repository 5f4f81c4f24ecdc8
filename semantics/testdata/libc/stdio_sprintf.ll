; sprintf writes the output and a NUL and returns its length.
; STDOUT: "x=42! 5\n"
@f1 = private unnamed_addr constant [6 x i8] c"x=%d!\00"
@fmt = private unnamed_addr constant [7 x i8] c"%s %d\0A\00"

declare i32 @sprintf(ptr, ptr, ...)
declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  %a = alloca [16 x i8]
  %n = call i32 (ptr, ptr, ...) @sprintf(ptr %a, ptr @f1, i32 42)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr %a, i32 %n)
  ret i32 0
}
