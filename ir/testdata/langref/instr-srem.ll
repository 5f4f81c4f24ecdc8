; langref: srem: signed remainder has the sign of the dividend
; expect: i8 -7, i8 2 -> i8 -1

define i8 @f(i8 %a, i8 %b) {
  %r = srem i8 %a, %b
  ret i8 %r
}
