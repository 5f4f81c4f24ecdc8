; glibc's malloc returns 16-byte aligned blocks (max_align_t) on x86-64
; and AArch64.
; STDOUT: "0 0\n"
@fmt = private unnamed_addr constant [9 x i8] c"%ld %ld\0A\00"

declare ptr @malloc(i64)
declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  %a = call ptr @malloc(i64 1)
  %b = call ptr @malloc(i64 3)
  %ai = ptrtoint ptr %a to i64
  %bi = ptrtoint ptr %b to i64
  %am = and i64 %ai, 15
  %bm = and i64 %bi, 15
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %am, i64 %bm)
  ret i32 0
}
