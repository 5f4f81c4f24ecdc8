; llvm.lrint and llvm.llrint: round to the nearest integer in the default
; rounding mode (ties to even), as libm's lrint; "If the rounded value is
; too large to be stored in the result type, the return value is a
; non-deterministic value (equivalent to freeze poison)": any value, a
; fixed one. Vectors lane by lane. (lli-22 gives 2, 2, -4, 3, 1 on the
; first five lines.)
; RUN: @lrint32 double 2.5 -> i32 2
; RUN: @lrint32 double 1.5 -> i32 2
; RUN: @lrint32 double -3.5 -> i32 -4
; RUN: @llrint float 2.75 -> i64 3
; RUN: @llrint float 0x3FE0000020000000 -> i64 1
; RUN: @lrint32 double 3.0e9 -> i32 any
; RUN: @lrint32 double 0x7FF8000000000000 -> i32 any
; RUN: @lrint32 double poison -> i32 poison
; RUN: @vec <2 x float> <float 0.5, float -1.5> -> <2 x i64> <i64 0, i64 -2>

declare i32 @llvm.lrint.i32.f64(double)
declare i64 @llvm.llrint.i64.f32(float)
declare <2 x i64> @llvm.lrint.v2i64.v2f32(<2 x float>)

define i32 @lrint32(double %x) {
  %r = call i32 @llvm.lrint.i32.f64(double %x)
  ret i32 %r
}

define i64 @llrint(float %x) {
  %r = call i64 @llvm.llrint.i64.f32(float %x)
  ret i64 %r
}

define <2 x i64> @vec(<2 x float> %x) {
  %r = call <2 x i64> @llvm.lrint.v2i64.v2f32(<2 x float> %x)
  ret <2 x i64> %r
}
