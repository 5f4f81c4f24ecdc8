; cast flags on vectors: trunc nuw nsw, zext nneg, uitofp nneg
define <4 x i8> @a(<4 x i32> %x) {
  %r = trunc nuw nsw <4 x i32> %x to <4 x i8>
  ret <4 x i8> %r
}
define <vscale x 2 x i64> @b(<vscale x 2 x i32> %x) {
  %r = zext nneg <vscale x 2 x i32> %x to <vscale x 2 x i64>
  ret <vscale x 2 x i64> %r
}
define <2 x double> @c(<2 x i16> %x) {
  %r = uitofp nneg <2 x i16> %x to <2 x double>
  ret <2 x double> %r
}
define i1 @d(i128 %x) {
  %r = trunc nsw i128 %x to i1
  ret i1 %r
}
