; langref: xor: bitwise xor
; expect: i8 12, i8 10 -> i8 6

define i8 @f(i8 %a, i8 %b) {
  %r = xor i8 %a, %b
  ret i8 %r
}
