; The rounding intrinsics: floor, ceil, trunc, rint, nearbyint, round
; "返回与 libm floor (ceil, ...) 函数相同的值,并以相同方式处理错误情况"; rint and
; nearbyint: "舍入模式假定设置为“最近”,因此中间情况将舍入到偶数整数"; round:
; halfway cases away from zero (C's round); roundeven "实现 IEEE-754 操作
; roundToIntegralTiesToEven". Edge cases: the sign of a zero result is the
; argument's (ceil(-0.5) = -0, round(-0.25) = -0, roundeven(-0.5) = -0),
; infinities are kept, ties go to even (rint, nearbyint, roundeven) or
; away from zero (round).
; RUN: @t_floor double -0.5 -> double -1.000000e+00
; RUN: @t_floor double -0.0 -> double -0.000000e+00
; RUN: @t_ceil double -0.5 -> double -0.000000e+00
; RUN: @t_ceil double 1.25 -> double 2.000000e+00
; RUN: @t_trunc double -1.75 -> double -1.000000e+00
; RUN: @t_trunc double 0x7FF0000000000000 -> double 0x7FF0000000000000
; RUN: @t_rint double 2.5 -> double 2.000000e+00
; RUN: @t_rint double -3.5 -> double -4.000000e+00
; RUN: @t_nearbyint double 0.5 -> double 0.000000e+00
; RUN: @t_nearbyint double -1.5 -> double -2.000000e+00
; RUN: @t_round double 2.5 -> double 3.000000e+00
; RUN: @t_round double -0.25 -> double -0.000000e+00
; RUN: @t_roundeven double 2.5 -> double 2.000000e+00
; RUN: @t_roundeven double -0.5 -> double -0.000000e+00

define double @t_floor(double %x) {
  %r = call double @llvm.floor.f64(double %x)
  ret double %r
}

define double @t_ceil(double %x) {
  %r = call double @llvm.ceil.f64(double %x)
  ret double %r
}

define double @t_trunc(double %x) {
  %r = call double @llvm.trunc.f64(double %x)
  ret double %r
}

define double @t_rint(double %x) {
  %r = call double @llvm.rint.f64(double %x)
  ret double %r
}

define double @t_nearbyint(double %x) {
  %r = call double @llvm.nearbyint.f64(double %x)
  ret double %r
}

define double @t_round(double %x) {
  %r = call double @llvm.round.f64(double %x)
  ret double %r
}

define double @t_roundeven(double %x) {
  %r = call double @llvm.roundeven.f64(double %x)
  ret double %r
}
