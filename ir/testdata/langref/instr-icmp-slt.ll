; langref: icmp slt: integer comparison slt
; expect: i8 -1, i8 1 -> i1 true

define i1 @f(i8 %a, i8 %b) {
  %r = icmp slt i8 %a, %b
  ret i1 %r
}
