; langref: or: bitwise or
; expect: i8 12, i8 10 -> i8 14

define i8 @f(i8 %a, i8 %b) {
  %r = or i8 %a, %b
  ret i8 %r
}
