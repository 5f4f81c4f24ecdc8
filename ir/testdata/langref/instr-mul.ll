; langref: mul: the low n bits of the product
; expect: i8 16, i8 17 -> i8 16

define i8 @f(i8 %a, i8 %b) {
  %r = mul i8 %a, %b
  ret i8 %r
}
