; sext: every flag form, vectors
define i64 @f(i8 %x) {
  %r0 = sext i8 %x to i64
  ret i64 %r0
}
define <4 x i64> @v(<4 x i8> %x) {
  %r = sext <4 x i8> %x to <4 x i64>
  ret <4 x i64> %r
}
define <vscale x 2 x i64> @sv(<vscale x 2 x i8> %x) {
  %r = sext <vscale x 2 x i8> %x to <vscale x 2 x i64>
  ret <vscale x 2 x i64> %r
}
