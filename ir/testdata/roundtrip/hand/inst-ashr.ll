; ashr with and without exact
define i64 @s(i64 %a, i64 %b) {
  %r0 = ashr i64 %a, %b
  %r1 = ashr exact i64 %r0, 8
  ret i64 %r1
}
define <2 x i8> @v(<2 x i8> %a) {
  %r = ashr exact <2 x i8> %a, <i8 1, i8 2>
  ret <2 x i8> %r
}
define i128 @w(i128 %a) {
  %r = ashr i128 %a, 3
  ret i128 %r
}
