; langref: atomicrmw: the result is the value memory held before
; expect: i32 5 -> i32 5

define i32 @f(i32 %a) {
  %p = alloca i32
  store i32 %a, ptr %p
  %r = atomicrmw add ptr %p, i32 100 monotonic
  ret i32 %r
}
