; langref: samesign on icmp: operands of different signs give poison
; expect: i8 -1, i8 1 -> i1 poison

define i1 @f(i8 %a, i8 %b) {
  %r = icmp samesign ult i8 %a, %b
  ret i1 %r
}
