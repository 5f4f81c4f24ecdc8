; llvm.powi(x, n): x to the n-th power "with an unspecified sequence of
; rounding operations". Where every order gives one value the source
; gives it (n = 0: 1.0; a NaN; a zero or infinite x; an exact power, and
; for n < 0 an exact reciprocal), elsewhere any value; a target run
; multiplies as compiler-rt's __powi*f2. (lli-22 gives 1, 1024, 0.125,
; -27, inf, -0 on the first six lines, 0.33333333333333331 for 3 ** -1 and
; 1.2100000000000002 for 1.1 ** 2: one rounding order of the allowed.)
; RUN: @f64 double 0x7FF8000000000000, i32 0 -> double 1.000000e+00
; RUN: @f64 double 2.0, i32 10 -> double 1.024000e+03
; RUN: @f64 double 2.0, i32 -3 -> double 1.250000e-01
; RUN: @f64 double -3.0, i32 3 -> double -2.700000e+01
; RUN: @f64 double 0.0, i32 -1 -> double 0x7FF0000000000000
; RUN: @f64 double -0.0, i32 3 -> double -0.000000e+00
; RUN: @f64 double 3.0, i32 -1 -> double any
; RUN: @f64 double 1.1, i32 2 -> double any
; RUN: @f64 double 2.0, i32 poison -> double poison
; RUN: @vec <2 x float> <float 0.5, float -2.0> -> <2 x float> <float 1.250000e-01, float -8.000000e+00>

declare double @llvm.powi.f64.i32(double, i32)
declare <2 x float> @llvm.powi.v2f32.i32(<2 x float>, i32)

define double @f64(double %x, i32 %n) {
  %r = call double @llvm.powi.f64.i32(double %x, i32 %n)
  ret double %r
}

define <2 x float> @vec(<2 x float> %x) {
  %r = call <2 x float> @llvm.powi.v2f32.i32(<2 x float> %x, i32 3)
  ret <2 x float> %r
}
