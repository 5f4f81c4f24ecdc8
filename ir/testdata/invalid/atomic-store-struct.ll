; ERROR: atomic store operand must have integer, pointer, or floating point type
define void @f(ptr %p, { i32 } %s) {
  store atomic { i32 } %s, ptr %p seq_cst, align 4
  ret void
}
