; ERROR: icmp operands must be integers or pointers
define i1 @f(float %a, float %b) {
  %r = icmp eq float %a, %b
  ret i1 %r
}
