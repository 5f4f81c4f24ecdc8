; langref: !range: a loaded value inside one of the ranges is unchanged
; expect: i8 11 -> i8 11

define i8 @f(i8 %a) {
  %p = alloca i8
  store i8 %a, ptr %p
  %v = load i8, ptr %p, !range !0
  ret i8 %v
}

!0 = !{i8 0, i8 2, i8 10, i8 12}
