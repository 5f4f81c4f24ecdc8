; langref: icmp sge: integer comparison sge
; expect: i8 -1, i8 -1 -> i1 true

define i1 @f(i8 %a, i8 %b) {
  %r = icmp sge i8 %a, %b
  ret i1 %r
}
