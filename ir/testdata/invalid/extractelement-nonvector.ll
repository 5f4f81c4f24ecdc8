; ERROR: extractelement operand must be a vector
define i32 @f(i32 %a) {
  %r = extractelement i32 %a, i32 0
  ret i32 %r
}
