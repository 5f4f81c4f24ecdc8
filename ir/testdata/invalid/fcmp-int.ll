; ERROR: fcmp operands must be floating point
define i1 @f(i32 %a, i32 %b) {
  %r = fcmp oeq i32 %a, %b
  ret i1 %r
}
