; langref: atomicrmw umax: stores the unsigned maximum; returns the old value
; expect: i32 -5, i32 3 -> i32 -5

define i32 @f(i32 %old, i32 %x) {
  %p = alloca i32
  store i32 %old, ptr %p
  %r = atomicrmw umax ptr %p, i32 %x seq_cst
  %v = load i32, ptr %p
  ret i32 %v
}
