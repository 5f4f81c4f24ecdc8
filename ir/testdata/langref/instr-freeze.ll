; langref: freeze: a fixed arbitrary value for poison or undef, the operand otherwise
; expect: i8 poison -> i8 any

define i8 @f(i8 %a) {
  %r = freeze i8 %a
  ret i8 %r
}
