; %s given an int.
; EXPECT-UB: C library contract violated
; DETAIL-CONTAINS: argument 2 is i32, the conversion takes ptr
@fmt = private unnamed_addr constant [4 x i8] c"%s\0A\00"

declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  call i32 (ptr, ...) @printf(ptr @fmt, i32 65)
  ret i32 0
}
