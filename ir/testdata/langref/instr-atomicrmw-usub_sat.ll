; langref: atomicrmw usub_sat: stores old - operand clamped at 0; returns the old value
; expect: i32 5, i32 7 -> i32 0

define i32 @f(i32 %old, i32 %x) {
  %p = alloca i32
  store i32 %old, ptr %p
  %r = atomicrmw usub_sat ptr %p, i32 %x seq_cst
  %v = load i32, ptr %p
  ret i32 %v
}
