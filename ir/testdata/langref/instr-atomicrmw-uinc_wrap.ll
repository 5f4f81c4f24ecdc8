; langref: atomicrmw uinc_wrap: stores old+1, or 0 when old >= operand; returns the old value
; expect: i32 7, i32 7 -> i32 0

define i32 @f(i32 %old, i32 %x) {
  %p = alloca i32
  store i32 %old, ptr %p
  %r = atomicrmw uinc_wrap ptr %p, i32 %x seq_cst
  %v = load i32, ptr %p
  ret i32 %v
}
