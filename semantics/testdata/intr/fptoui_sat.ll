; llvm.fptoui.sat: NaN and values below 0 (-inf included) give 0, above the
; greatest unsigned value (+inf included) the greatest, else the value
; rounded toward zero. The Language Reference's examples: 123.875 -> 123,
; -5.75 -> 0, 377.0 -> 255, NaN -> 0 (i8). (lli-22 agrees on every line
; of a scalar type.)
; RUN: @i8 float 123.875 -> i8 123
; RUN: @i8 float -5.75 -> i8 0
; RUN: @i8 float 377.0 -> i8 -1
; RUN: @i8 float 0xFFF8000000000000 -> i8 0
; RUN: @i8 float inf -> i8 -1
; RUN: @i8 float -inf -> i8 0
; RUN: @i8 float 255.99 -> i8 -1
; RUN: @i64 double 1.8446744073709552e19 -> i64 -1
; RUN: @i64 double 9.2233720368547758e18 -> i64 -9223372036854775808
; RUN: @vec <2 x float> <float -1.0, float 65536.0> -> <2 x i16> <i16 0, i16 -1>

declare i8 @llvm.fptoui.sat.i8.f32(float)
declare i64 @llvm.fptoui.sat.i64.f64(double)
declare <2 x i16> @llvm.fptoui.sat.v2i16.v2f32(<2 x float>)

define i8 @i8(float %x) {
  %r = call i8 @llvm.fptoui.sat.i8.f32(float %x)
  ret i8 %r
}

define i64 @i64(double %x) {
  %r = call i64 @llvm.fptoui.sat.i64.f64(double %x)
  ret i64 %r
}

define <2 x i16> @vec(<2 x float> %x) {
  %r = call <2 x i16> @llvm.fptoui.sat.v2i16.v2f32(<2 x float> %x)
  ret <2 x i16> %r
}
