; abs(INT_MIN) has no representable result.
; EXPECT-UB: C library contract violated
; DETAIL-CONTAINS: @abs: the absolute value of -2147483648 is not representable
; AT: @main %entry %r
declare i32 @abs(i32)

define i32 @main(i32 %argc, ptr %argv) {
entry:
  %m = sub i32 %argc, 2147483647   ; argc 1: 1 - INT_MAX = INT_MIN + 2
  %min = sub i32 %m, 2
  %r = call i32 @abs(i32 %min)
  ret i32 %r
}
