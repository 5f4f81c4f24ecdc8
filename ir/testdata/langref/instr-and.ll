; langref: and: bitwise and
; expect: i8 12, i8 10 -> i8 8

define i8 @f(i8 %a, i8 %b) {
  %r = and i8 %a, %b
  ret i8 %r
}
