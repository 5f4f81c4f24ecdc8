; sitofp: every flag form, vectors
define double @f(i64 %x) {
  %r0 = sitofp i64 %x to double
  ret double %r0
}
define <4 x double> @v(<4 x i64> %x) {
  %r = sitofp <4 x i64> %x to <4 x double>
  ret <4 x double> %r
}
define <vscale x 2 x double> @sv(<vscale x 2 x i64> %x) {
  %r = sitofp <vscale x 2 x i64> %x to <vscale x 2 x double>
  ret <vscale x 2 x double> %r
}
