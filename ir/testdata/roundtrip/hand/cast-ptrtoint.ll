; ptrtoint: every flag form, vectors
define i64 @f(ptr %x) {
  %r0 = ptrtoint ptr %x to i64
  ret i64 %r0
}
define <4 x i64> @v(<4 x ptr> %x) {
  %r = ptrtoint <4 x ptr> %x to <4 x i64>
  ret <4 x i64> %r
}
define <vscale x 2 x i64> @sv(<vscale x 2 x ptr> %x) {
  %r = ptrtoint <vscale x 2 x ptr> %x to <vscale x 2 x i64>
  ret <vscale x 2 x i64> %r
}
