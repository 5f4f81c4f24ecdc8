; ERROR: fpext result must be wider than its operand
define half @f(double %x) {
  %r = fpext double %x to half
  ret half %r
}
