; langref: lshr: logical shift right fills with zeros
; expect: i8 -16, i8 2 -> i8 60

define i8 @f(i8 %a, i8 %b) {
  %r = lshr i8 %a, %b
  ret i8 %r
}
