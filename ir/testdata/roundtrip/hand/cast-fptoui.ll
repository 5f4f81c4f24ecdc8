; fptoui: every flag form, vectors
define i32 @f(float %x) {
  %r0 = fptoui float %x to i32
  ret i32 %r0
}
define <4 x i32> @v(<4 x float> %x) {
  %r = fptoui <4 x float> %x to <4 x i32>
  ret <4 x i32> %r
}
define <vscale x 2 x i32> @sv(<vscale x 2 x float> %x) {
  %r = fptoui <vscale x 2 x float> %x to <vscale x 2 x i32>
  ret <vscale x 2 x i32> %r
}
