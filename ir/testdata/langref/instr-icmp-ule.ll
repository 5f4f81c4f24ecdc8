; langref: icmp ule: integer comparison ule
; expect: i8 2, i8 1 -> i1 false

define i1 @f(i8 %a, i8 %b) {
  %r = icmp ule i8 %a, %b
  ret i1 %r
}
