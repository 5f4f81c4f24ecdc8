; fpext: every flag form, vectors
define double @f(half %x) {
  %r0 = fpext half %x to double
  ret double %r0
}
define <4 x double> @v(<4 x half> %x) {
  %r = fpext <4 x half> %x to <4 x double>
  ret <4 x double> %r
}
define <vscale x 2 x double> @sv(<vscale x 2 x half> %x) {
  %r = fpext <vscale x 2 x half> %x to <vscale x 2 x double>
  ret <vscale x 2 x double> %r
}
