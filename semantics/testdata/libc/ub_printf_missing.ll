; printf with a conversion and no argument left for it; the output of
; earlier calls is kept.
; EXPECT-UB: C library contract violated
; DETAIL-CONTAINS: no argument left
; STDOUT: "ok\n"
@ok = private unnamed_addr constant [4 x i8] c"ok\0A\00"
@fmt = private unnamed_addr constant [7 x i8] c"%d %d\0A\00"

declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  call i32 (ptr, ...) @printf(ptr @ok)
  call i32 (ptr, ...) @printf(ptr @fmt, i32 1)
  ret i32 0
}
