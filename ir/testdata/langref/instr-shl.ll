; langref: shl: shift left; the shift amount must be less than the width
; expect: i8 3, i8 4 -> i8 48

define i8 @f(i8 %a, i8 %b) {
  %r = shl i8 %a, %b
  ret i8 %r
}
