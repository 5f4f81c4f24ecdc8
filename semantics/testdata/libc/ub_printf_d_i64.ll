; %d given an i64 (long): the argument does not have the type the
; conversion takes.
; EXPECT-UB: C library contract violated
; DETAIL-CONTAINS: argument 2 is i64, the conversion takes i32
@fmt = private unnamed_addr constant [4 x i8] c"%d\0A\00"

declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  call i32 (ptr, ...) @printf(ptr @fmt, i64 1)
  ret i32 0
}
