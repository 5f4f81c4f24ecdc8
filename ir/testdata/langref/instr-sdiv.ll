; langref: sdiv: signed quotient rounded toward zero
; expect: i8 -7, i8 2 -> i8 -3

define i8 @f(i8 %a, i8 %b) {
  %r = sdiv i8 %a, %b
  ret i8 %r
}
