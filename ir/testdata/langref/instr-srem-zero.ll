; langref: srem: remainder by zero is undefined behaviour
; expect: i8 5, i8 0 -> UB

define i8 @f(i8 %a, i8 %b) {
  %r = srem i8 %a, %b
  ret i8 %r
}
