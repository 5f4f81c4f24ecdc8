; langref: !make.implicit: a null check may become an implicit one; the branch is plain
; expect: i1 false -> i32 2

define i32 @f(i1 %c) {
  br i1 %c, label %t, label %e, !make.implicit !0
t:
  ret i32 1
e:
  ret i32 2
}

!0 = !{}
