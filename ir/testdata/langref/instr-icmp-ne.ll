; langref: icmp ne: integer comparison ne
; expect: i8 5, i8 5 -> i1 false

define i1 @f(i8 %a, i8 %b) {
  %r = icmp ne i8 %a, %b
  ret i1 %r
}
