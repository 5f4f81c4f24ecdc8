; ERROR: operand must be a pointer and result an integer
define float @f(ptr %p) {
  %r = ptrtoint ptr %p to float
  ret float %r
}
