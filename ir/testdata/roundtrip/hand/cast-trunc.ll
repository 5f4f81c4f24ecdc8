; trunc: every flag form, vectors
define i32 @f(i64 %x) {
  %r0 = trunc i64 %x to i32
  %r1 = trunc nuw i64 %x to i32
  %r2 = trunc nsw i64 %x to i32
  %r3 = trunc nuw nsw i64 %x to i32
  ret i32 %r0
}
define <4 x i32> @v(<4 x i64> %x) {
  %r = trunc <4 x i64> %x to <4 x i32>
  ret <4 x i32> %r
}
define <vscale x 2 x i32> @sv(<vscale x 2 x i64> %x) {
  %r = trunc <vscale x 2 x i64> %x to <vscale x 2 x i32>
  ret <vscale x 2 x i32> %r
}
