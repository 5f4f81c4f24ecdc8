; langref: noundef (parameter): passing undef or poison to a noundef parameter is undefined behaviour
; expect: i8 poison -> UB

define i8 @g(i8 noundef %x) {
  ret i8 %x
}

define i8 @f(i8 %a) {
  %r = call i8 @g(i8 noundef %a)
  ret i8 %r
}
