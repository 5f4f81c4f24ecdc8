; langref: icmp sle: integer comparison sle
; expect: i8 2, i8 1 -> i1 false

define i1 @f(i8 %a, i8 %b) {
  %r = icmp sle i8 %a, %b
  ret i1 %r
}
