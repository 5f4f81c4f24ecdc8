; langref: sdiv: INT_MIN / -1 overflows: undefined behaviour
; expect: i8 -128, i8 -1 -> UB

define i8 @f(i8 %a, i8 %b) {
  %r = sdiv i8 %a, %b
  ret i8 %r
}
