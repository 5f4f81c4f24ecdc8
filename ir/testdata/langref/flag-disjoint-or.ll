; langref: disjoint on or: operands with a common set bit give poison
; expect: i8 3, i8 1 -> i8 poison

define i8 @f(i8 %a, i8 %b) {
  %r = or disjoint i8 %a, %b
  ret i8 %r
}
