; ERROR: atomicrmw add operand must be an integer type
define float @f(ptr %p) {
  %r = atomicrmw add ptr %p, float 1.0 seq_cst
  ret float %r
}
