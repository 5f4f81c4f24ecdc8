; ERROR: trunc result must be narrower than its operand
define i64 @f(i32 %x) {
  %r = trunc i32 %x to i64
  ret i64 %r
}
