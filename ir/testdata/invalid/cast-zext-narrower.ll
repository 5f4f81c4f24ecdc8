; ERROR: zext result must be wider than its operand
define i8 @f(i32 %x) {
  %r = zext i32 %x to i8
  ret i8 %r
}
