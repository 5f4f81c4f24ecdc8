; ARGS: -2147483647
; EXPECT: i32 2147483647
declare i32 @abs(i32)

define i32 @f(i32 %x) {
entry:
  %r = call i32 @abs(i32 %x)
  ret i32 %r
}
