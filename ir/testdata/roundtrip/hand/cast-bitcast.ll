; bitcast: every flag form, vectors
define float @f(i32 %x) {
  %r0 = bitcast i32 %x to float
  ret float %r0
}
define <4 x float> @v(<4 x i32> %x) {
  %r = bitcast <4 x i32> %x to <4 x float>
  ret <4 x float> %r
}
define <vscale x 2 x float> @sv(<vscale x 2 x i32> %x) {
  %r = bitcast <vscale x 2 x i32> %x to <vscale x 2 x float>
  ret <vscale x 2 x float> %r
}
