; langref: !prof branch_weights: branch weights are a hint; the branch is taken as the condition says
; expect: i1 false -> i32 2

define i32 @f(i1 %c) {
  br i1 %c, label %t, label %e, !prof !0
t:
  ret i32 1
e:
  ret i32 2
}

!0 = !{!"branch_weights", i32 100, i32 1}
