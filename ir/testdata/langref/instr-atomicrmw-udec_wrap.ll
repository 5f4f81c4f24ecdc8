; langref: atomicrmw udec_wrap: stores old-1, or the operand when old is 0 or old > operand; returns the old value
; expect: i32 0, i32 7 -> i32 7

define i32 @f(i32 %old, i32 %x) {
  %p = alloca i32
  store i32 %old, ptr %p
  %r = atomicrmw udec_wrap ptr %p, i32 %x seq_cst
  %v = load i32, ptr %p
  ret i32 %v
}
