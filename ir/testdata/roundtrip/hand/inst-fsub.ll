; fsub with fast-math flags on every float type
define float @f(float %a, float %b) {
  %r0 = fsub float %a, %b
  %r1 = fsub nnan float %r0, 1.0
  %r2 = fsub ninf nsz float %r1, %b
  %r3 = fsub arcp contract afn reassoc float %r2, %a
  %r4 = fsub fast float %r3, 0x7FF0000000000000
  ret float %r4
}
define double @d(double %a) {
  %r = fsub double %a, 2.5e-3
  ret double %r
}
define half @h(half %a) {
  %r = fsub half %a, 0xH3C00
  ret half %r
}
define bfloat @bf(bfloat %a) {
  %r = fsub bfloat %a, 0xR3F80
  ret bfloat %r
}
define x86_fp80 @x(x86_fp80 %a) {
  %r = fsub x86_fp80 %a, 0xK3FFF8000000000000000
  ret x86_fp80 %r
}
define fp128 @q(fp128 %a) {
  %r = fsub fp128 %a, 0xL00000000000000003FFF000000000000
  ret fp128 %r
}
define ppc_fp128 @pq(ppc_fp128 %a) {
  %r = fsub ppc_fp128 %a, 0xM3FF00000000000000000000000000000
  ret ppc_fp128 %r
}
define <4 x float> @v(<4 x float> %a, <4 x float> %b) {
  %r = fsub nnan ninf <4 x float> %a, %b
  ret <4 x float> %r
}
