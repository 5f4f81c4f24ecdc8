; langref: urem: unsigned remainder
; expect: i8 -1, i8 10 -> i8 5

define i8 @f(i8 %a, i8 %b) {
  %r = urem i8 %a, %b
  ret i8 %r
}
