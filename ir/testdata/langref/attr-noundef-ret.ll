; langref: noundef (return): returning undef or poison from a noundef return is undefined behaviour
; expect: i8 poison -> UB

define noundef i8 @g(i8 %x) {
  ret i8 %x
}

define i8 @f(i8 %a) {
  %r = call noundef i8 @g(i8 %a)
  ret i8 %r
}
