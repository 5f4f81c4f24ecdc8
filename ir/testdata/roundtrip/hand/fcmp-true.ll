; fcmp true: every float type, vectors, fast-math, special constants
define i1 @f(float %a, float %b) {
  %r = fcmp true float %a, %b
  ret i1 %r
}
define i1 @d(double %a) {
  %r = fcmp nnan true double %a, 0x7FF8000000000000
  ret i1 %r
}
define i1 @h(half %a, bfloat %b) {
  %r = fcmp fast true half %a, 0xH7C00
  %s = fcmp ninf true bfloat %b, 0xR0000
  %t = and i1 %r, %s
  ret i1 %t
}
define i1 @x(x86_fp80 %a, fp128 %b, ppc_fp128 %c) {
  %r = fcmp true x86_fp80 %a, 0xK00000000000000000000
  %s = fcmp true fp128 %b, %b
  %t = fcmp reassoc true ppc_fp128 %c, %c
  %u = or i1 %r, %s
  %w = or i1 %u, %t
  ret i1 %w
}
define <4 x i1> @v(<4 x float> %a) {
  %r = fcmp nsz arcp true <4 x float> %a, <float 0.0, float -0.0, float 0x7FF0000000000000, float poison>
  ret <4 x i1> %r
}
define <vscale x 2 x i1> @sv(<vscale x 2 x double> %a) {
  %r = fcmp true <vscale x 2 x double> %a, splat (double 1.0)
  ret <vscale x 2 x i1> %r
}
