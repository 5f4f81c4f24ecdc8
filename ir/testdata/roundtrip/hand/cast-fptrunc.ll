; fptrunc: every flag form, vectors
define float @f(double %x) {
  %r0 = fptrunc double %x to float
  ret float %r0
}
define <4 x float> @v(<4 x double> %x) {
  %r = fptrunc <4 x double> %x to <4 x float>
  ret <4 x float> %r
}
define <vscale x 2 x float> @sv(<vscale x 2 x double> %x) {
  %r = fptrunc <vscale x 2 x double> %x to <vscale x 2 x float>
  ret <vscale x 2 x float> %r
}
