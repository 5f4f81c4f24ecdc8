; langref: nsw on mul: signed overflow gives poison
; expect: i8 16, i8 8 -> i8 poison

define i8 @f(i8 %a, i8 %b) {
  %r = mul nsw i8 %a, %b
  ret i8 %r
}
