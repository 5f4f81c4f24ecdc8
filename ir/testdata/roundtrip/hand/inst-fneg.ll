; fneg on scalars, vectors, with fast-math flags
define float @a(float %x) {
  %r = fneg float %x
  ret float %r
}
define <4 x double> @b(<4 x double> %x) {
  %r = fneg nnan ninf <4 x double> %x
  ret <4 x double> %r
}
define half @c(half %x) {
  %r = fneg fast half %x
  ret half %r
}
define <vscale x 2 x float> @d(<vscale x 2 x float> %x) {
  %r = fneg nsz <vscale x 2 x float> %x
  ret <vscale x 2 x float> %r
}
define bfloat @e(bfloat %x) {
  %r = fneg bfloat %x
  ret bfloat %r
}
