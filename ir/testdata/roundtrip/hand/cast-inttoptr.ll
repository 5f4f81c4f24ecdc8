; inttoptr: every flag form, vectors
define ptr @f(i64 %x) {
  %r0 = inttoptr i64 %x to ptr
  ret ptr %r0
}
define <4 x ptr> @v(<4 x i64> %x) {
  %r = inttoptr <4 x i64> %x to <4 x ptr>
  ret <4 x ptr> %r
}
define <vscale x 2 x ptr> @sv(<vscale x 2 x i64> %x) {
  %r = inttoptr <vscale x 2 x i64> %x to <vscale x 2 x ptr>
  ret <vscale x 2 x ptr> %r
}
