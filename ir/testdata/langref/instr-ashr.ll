; langref: ashr: arithmetic shift right copies the sign bit
; expect: i8 -16, i8 2 -> i8 -4

define i8 @f(i8 %a, i8 %b) {
  %r = ashr i8 %a, %b
  ret i8 %r
}
