; langref: volatile on atomicrmw: volatile does not change the operation
; expect: i32 1 -> i32 3

define i32 @f(i32 %a) {
  %p = alloca i32
  store i32 %a, ptr %p
  %r = atomicrmw volatile add ptr %p, i32 2 monotonic
  %v = load i32, ptr %p
  ret i32 %v
}
