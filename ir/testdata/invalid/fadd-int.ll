; ERROR: invalid operand type for instruction
define i32 @f(i32 %a, i32 %b) {
  %r = fadd i32 %a, %b
  ret i32 %r
}
