; langref: sub: two's complement difference, wrapping modulo 2^n
; expect: i8 3, i8 5 -> i8 -2

define i8 @f(i8 %a, i8 %b) {
  %r = sub i8 %a, %b
  ret i8 %r
}
