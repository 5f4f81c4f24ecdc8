; printf reads an undef argument.
; EXPECT-UB: C library contract violated
; DETAIL-CONTAINS: @printf: argument 2 is undef
@fmt = private unnamed_addr constant [4 x i8] c"%d\0A\00"

declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  call i32 (ptr, ...) @printf(ptr @fmt, i32 undef)
  ret i32 0
}
