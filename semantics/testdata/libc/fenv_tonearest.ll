; fesetround(FE_TONEAREST) keeps the default environment the Language
; Reference assumes; fegetround reads it back (glibc's x86 constants).
; STDOUT: "0 0\n"
target triple = "x86_64-pc-linux-gnu"
@fmt = private constant [7 x i8] c"%d %d\0A\00"

declare i32 @fesetround(i32)
declare i32 @fegetround()
declare i32 @printf(ptr, ...)

define i32 @main() {
  %r = call i32 @fesetround(i32 0)
  %g = call i32 @fegetround()
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %r, i32 %g)
  ret i32 0
}
