; llvm.frexp(x) = {m, e} with |m| in [0.5, 1), m's sign x's, x = m * 2^e;
; a zero gives itself and 0; a NaN gives a NaN and an unspecified
; exponent, an infinity itself and an unspecified exponent (any value, a
; fixed one); lane by lane for vectors. (lli-22 gives 0.75 and 4 for 12,
; -0.5 and -1 for -0.25, 0.5 and -148 for the least subnormal.)
; RUN: @mant float 12.0 -> float 7.500000e-01
; RUN: @exp float 12.0 -> i32 4
; RUN: @mant float -0.25 -> float -5.000000e-01
; RUN: @exp float -0.25 -> i32 -1
; RUN: @mant float 0x36A0000000000000 -> float 5.000000e-01
; RUN: @exp float 0x36A0000000000000 -> i32 -148
; RUN: @mant float -0.0 -> float -0.000000e+00
; RUN: @exp float -0.0 -> i32 0
; RUN: @exp float inf -> i32 any
; RUN: @mant float inf -> float 0x7FF0000000000000
; RUN: @exp float 0x7FF8000000000000 -> i32 any
; RUN: @exp float poison -> i32 poison
; RUN: @vec <2 x double> <double 3.0, double 1024.0> -> { <2 x double>, <2 x i32> } { <2 x double> <double 7.500000e-01, double 5.000000e-01>, <2 x i32> <i32 2, i32 11> }

declare { float, i32 } @llvm.frexp.f32.i32(float)
declare { <2 x double>, <2 x i32> } @llvm.frexp.v2f64.v2i32(<2 x double>)

define float @mant(float %x) {
  %r = call { float, i32 } @llvm.frexp.f32.i32(float %x)
  %m = extractvalue { float, i32 } %r, 0
  ret float %m
}

define i32 @exp(float %x) {
  %r = call { float, i32 } @llvm.frexp.f32.i32(float %x)
  %e = extractvalue { float, i32 } %r, 1
  ret i32 %e
}

define { <2 x double>, <2 x i32> } @vec(<2 x double> %x) {
  %r = call { <2 x double>, <2 x i32> } @llvm.frexp.v2f64.v2i32(<2 x double> %x)
  ret { <2 x double>, <2 x i32> } %r
}
