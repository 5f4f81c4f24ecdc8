; llvm.vector.reverse: the lanes in reverse order (poison lanes move with
; them); llvm.experimental.vector.reverse is its name before LLVM 19.
; (lli-22 gives lane 0 = 4 for @first.)
; RUN: @rev <4 x i32> <i32 1, i32 2, i32 3, i32 4> -> <4 x i32> <i32 4, i32 3, i32 2, i32 1>
; RUN: @rev <4 x i32> <i32 1, i32 poison, i32 3, i32 4> -> <4 x i32> <i32 4, i32 3, i32 poison, i32 1>
; RUN: @first -> i32 4
; RUN: @revf <2 x double> <double 1.0, double -0.0> -> <2 x double> <double -0.000000e+00, double 1.000000e+00>

declare <4 x i32> @llvm.vector.reverse.v4i32(<4 x i32>)
declare <2 x double> @llvm.vector.reverse.v2f64(<2 x double>)

define <4 x i32> @rev(<4 x i32> %v) {
  %r = call <4 x i32> @llvm.vector.reverse.v4i32(<4 x i32> %v)
  ret <4 x i32> %r
}

define i32 @first() {
  %r = call <4 x i32> @llvm.vector.reverse.v4i32(<4 x i32> <i32 1, i32 2, i32 3, i32 4>)
  %e = extractelement <4 x i32> %r, i64 0
  ret i32 %e
}

define <2 x double> @revf(<2 x double> %v) {
  %r = call <2 x double> @llvm.vector.reverse.v2f64(<2 x double> %v)
  ret <2 x double> %r
}
