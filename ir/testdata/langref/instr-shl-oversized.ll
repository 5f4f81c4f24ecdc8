; langref: shl: a shift by the width or more is poison
; expect: i8 1, i8 8 -> i8 poison

define i8 @f(i8 %a, i8 %b) {
  %r = shl i8 %a, %b
  ret i8 %r
}
