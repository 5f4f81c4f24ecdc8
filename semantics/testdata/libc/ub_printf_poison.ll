; printf reads a poison argument (INT_MAX + 1 with nsw).
; EXPECT-UB: C library contract violated
; DETAIL-CONTAINS: @printf: argument 2 is poison
; AT: @main %entry %0
@fmt = private unnamed_addr constant [4 x i8] c"%d\0A\00"

declare i32 @printf(ptr, ...)

define i32 @main(i32 %argc, ptr %argv) {
entry:
  %x = add nsw i32 %argc, 2147483647
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %x)
  ret i32 0
}
