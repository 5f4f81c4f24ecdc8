; llvm.arithmetic.fence returns its argument: it only keeps fast-math
; reassociation from crossing it. Without fast-math flags the sum is
; exact IEEE arithmetic: (1e20 + -1e20) + 1 is 1. (lli-22 gives @fenced
; 1.0 and @vector <1.0, 2.0>.)
; RUN: @fenced -> double 1.000000e+00
; RUN: @vector -> <2 x float> <float 1.000000e+00, float 2.000000e+00>
; RUN: @nan_arg double 0x7FF8000000000000 -> double 0x7FF8000000000000

declare double @llvm.arithmetic.fence.f64(double)
declare <2 x float> @llvm.arithmetic.fence.v2f32(<2 x float>)

define double @fenced() {
  %a = fadd double 1.0e20, -1.0e20
  %f = call double @llvm.arithmetic.fence.f64(double %a)
  %r = fadd double %f, 1.0
  ret double %r
}

define <2 x float> @vector() {
  %f = call <2 x float> @llvm.arithmetic.fence.v2f32(<2 x float> <float 1.0, float 2.0>)
  ret <2 x float> %f
}

define double @nan_arg(double %x) {
  %f = call double @llvm.arithmetic.fence.f64(double %x)
  ret double %f
}
