; langref: seq_cst on atomicrmw: the ordering does not change a single thread's result
; expect: i32 8 -> i32 10

define i32 @f(i32 %a) {
  %p = alloca i32
  store i32 %a, ptr %p
  %r = atomicrmw add ptr %p, i32 2 seq_cst
  %v = load i32, ptr %p
  ret i32 %v
}
