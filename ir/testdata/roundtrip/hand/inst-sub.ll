; sub with every nuw/nsw combination, vectors, constants
define i32 @s(i32 %a, i32 %b) {
  %r0 = sub i32 %a, %b
  %r1 = sub nuw i32 %a, %r0
  %r2 = sub nsw i32 %r1, 3
  %r3 = sub nuw nsw i32 %r2, %b
  %r4 = sub nsw nuw i32 %r3, 1
  ret i32 %r4
}
define <4 x i16> @v(<4 x i16> %a) {
  %r = sub nsw <4 x i16> %a, <i16 1, i16 2, i16 poison, i16 undef>
  ret <4 x i16> %r
}
define i1 @b1(i1 %a, i1 %b) {
  %r = sub i1 %a, %b
  ret i1 %r
}
define i77 @odd(i77 %a) {
  %r = sub nuw i77 %a, 100
  ret i77 %r
}
define <vscale x 4 x i32> @sv(<vscale x 4 x i32> %a) {
  %r = sub <vscale x 4 x i32> %a, splat (i32 1)
  ret <vscale x 4 x i32> %r
}
