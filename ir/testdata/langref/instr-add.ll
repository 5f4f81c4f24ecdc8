; langref: add: two's complement sum, wrapping modulo 2^n
; expect: i8 200, i8 100 -> i8 44

define i8 @f(i8 %a, i8 %b) {
  %r = add i8 %a, %b
  ret i8 %r
}
