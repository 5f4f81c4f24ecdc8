; urem on scalars and vectors
define i32 @s(i32 %a, i32 %b) {
  %r = urem i32 %a, %b
  ret i32 %r
}
define <8 x i16> @v(<8 x i16> %a, <8 x i16> %b) {
  %r = urem <8 x i16> %a, %b
  ret <8 x i16> %r
}
define i9 @odd(i9 %a) {
  %r = urem i9 %a, -3
  ret i9 %r
}
