; langref: nsw on shl: shifting out bits that disagree with the result's sign gives poison
; expect: i8 1, i8 7 -> i8 poison

define i8 @f(i8 %a, i8 %b) {
  %r = shl nsw i8 %a, %b
  ret i8 %r
}
