; langref: icmp eq: integer comparison eq
; expect: i8 5, i8 5 -> i1 true

define i1 @f(i8 %a, i8 %b) {
  %r = icmp eq i8 %a, %b
  ret i1 %r
}
