; langref: udiv: unsigned quotient rounded toward zero
; expect: i8 -2, i8 16 -> i8 15

define i8 @f(i8 %a, i8 %b) {
  %r = udiv i8 %a, %b
  ret i8 %r
}
