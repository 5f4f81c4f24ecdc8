; langref: unreachable: reaching unreachable is undefined behaviour
; expect: i1 true -> UB

define i32 @f(i1 %c) {
  br i1 %c, label %u, label %e
u:
  unreachable
e:
  ret i32 0
}
