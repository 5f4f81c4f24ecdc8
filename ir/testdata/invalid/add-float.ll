; ERROR: invalid operand type for instruction
define float @f(float %a, float %b) {
  %r = add float %a, %b
  ret float %r
}
