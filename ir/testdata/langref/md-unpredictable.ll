; langref: !unpredictable: the branch is hard to predict; a hint
; expect: i1 true -> i32 1

define i32 @f(i1 %c) {
  br i1 %c, label %t, label %e, !unpredictable !0
t:
  ret i32 1
e:
  ret i32 2
}

!0 = !{}
