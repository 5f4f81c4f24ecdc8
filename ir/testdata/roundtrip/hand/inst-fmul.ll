; fmul with fast-math flags on every float type
define float @f(float %a, float %b) {
  %r0 = fmul float %a, %b
  %r1 = fmul nnan float %r0, 1.0
  %r2 = fmul ninf nsz float %r1, %b
  %r3 = fmul arcp contract afn reassoc float %r2, %a
  %r4 = fmul fast float %r3, 0x7FF0000000000000
  ret float %r4
}
define double @d(double %a) {
  %r = fmul double %a, 2.5e-3
  ret double %r
}
define half @h(half %a) {
  %r = fmul half %a, 0xH3C00
  ret half %r
}
define bfloat @bf(bfloat %a) {
  %r = fmul bfloat %a, 0xR3F80
  ret bfloat %r
}
define x86_fp80 @x(x86_fp80 %a) {
  %r = fmul x86_fp80 %a, 0xK3FFF8000000000000000
  ret x86_fp80 %r
}
define fp128 @q(fp128 %a) {
  %r = fmul fp128 %a, 0xL00000000000000003FFF000000000000
  ret fp128 %r
}
define ppc_fp128 @pq(ppc_fp128 %a) {
  %r = fmul ppc_fp128 %a, 0xM3FF00000000000000000000000000000
  ret ppc_fp128 %r
}
define <4 x float> @v(<4 x float> %a, <4 x float> %b) {
  %r = fmul nnan ninf <4 x float> %a, %b
  ret <4 x float> %r
}
