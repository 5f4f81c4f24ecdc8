; fptosi: every flag form, vectors
define i16 @f(double %x) {
  %r0 = fptosi double %x to i16
  ret i16 %r0
}
define <4 x i16> @v(<4 x double> %x) {
  %r = fptosi <4 x double> %x to <4 x i16>
  ret <4 x i16> %r
}
define <vscale x 2 x i16> @sv(<vscale x 2 x double> %x) {
  %r = fptosi <vscale x 2 x double> %x to <vscale x 2 x i16>
  ret <vscale x 2 x i16> %r
}
