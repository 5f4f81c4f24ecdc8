; langref: icmp sgt: integer comparison sgt
; expect: i8 -1, i8 1 -> i1 false

define i1 @f(i8 %a, i8 %b) {
  %r = icmp sgt i8 %a, %b
  ret i1 %r
}
