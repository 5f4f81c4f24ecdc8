; langref: br: branching on poison is undefined behaviour
; expect: i1 poison -> UB

define i32 @f(i1 %c) {
  br i1 %c, label %t, label %e
t:
  ret i32 1
e:
  ret i32 2
}
