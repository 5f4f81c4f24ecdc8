; langref: icmp ugt: integer comparison ugt
; expect: i8 -1, i8 1 -> i1 true

define i1 @f(i8 %a, i8 %b) {
  %r = icmp ugt i8 %a, %b
  ret i1 %r
}
