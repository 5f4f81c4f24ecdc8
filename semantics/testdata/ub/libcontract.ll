; ARGS: -2147483648
; EXPECT-UB: C library contract violated
; AT: %entry %r
declare i32 @abs(i32)

define i32 @f(i32 %x) {
entry:
  %r = call i32 @abs(i32 %x)
  ret i32 %r
}
