; llvm.ldexp(x, e): x * 2^e, rounded once; NaN and infinities come back
; (a NaN as any NaN), an underflow is a zero of x's sign, an overflow an
; infinity of x's sign; lane by lane for vectors. (lli-22 gives 12, 0.375,
; 1.4e-45, -0, -inf, 0.5 on the lines of @f32.)
; RUN: @f32 float 3.0, i32 2 -> float 1.200000e+01
; RUN: @f32 float 3.0, i32 -3 -> float 3.750000e-01
; RUN: @f32 float 1.0, i32 -149 -> float 0x36A0000000000000
; RUN: @f32 float -1.0, i32 -200 -> float -0.000000e+00
; RUN: @f32 float -1.0, i32 200 -> float 0xFFF0000000000000
; RUN: @f32 float 0x3FF8000000000000, i32 -149 -> float 0x36B0000000000000
; RUN: @f32 float inf, i32 -1000 -> float 0x7FF0000000000000
; RUN: @f32 float 0.0, i32 5 -> float 0.000000e+00
; RUN: @f32 float 1.0, i32 poison -> float poison
; RUN: @f64 double 1.0, i32 1023 -> double 0x7FE0000000000000
; RUN: @vec <2 x double> <double 1.0, double 5.0>, <2 x i32> <i32 3, i32 -1> -> <2 x double> <double 8.000000e+00, double 2.500000e+00>

declare float @llvm.ldexp.f32.i32(float, i32)
declare double @llvm.ldexp.f64.i32(double, i32)
declare <2 x double> @llvm.ldexp.v2f64.v2i32(<2 x double>, <2 x i32>)

define float @f32(float %x, i32 %e) {
  %r = call float @llvm.ldexp.f32.i32(float %x, i32 %e)
  ret float %r
}

define double @f64(double %x, i32 %e) {
  %r = call double @llvm.ldexp.f64.i32(double %x, i32 %e)
  ret double %r
}

define <2 x double> @vec(<2 x double> %x, <2 x i32> %e) {
  %r = call <2 x double> @llvm.ldexp.v2f64.v2i32(<2 x double> %x, <2 x i32> %e)
  ret <2 x double> %r
}
