; langref: !noundef: loading undef or poison under !noundef is undefined behaviour
; expect: i8 poison -> UB

define i8 @f(i8 %a) {
  %p = alloca i8
  store i8 %a, ptr %p
  %v = load i8, ptr %p, !noundef !0
  ret i8 %v
}

!0 = !{}
