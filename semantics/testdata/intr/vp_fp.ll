; llvm.vp.* floating-point intrinsics: the plain operation (fsub, fmul,
; fdiv, frem, copysign, minnum/maxnum, minimum/maximum, fmuladd, fneg,
; fabs, sqrt, the rounding family, lrint/llrint, is.fpclass) on the enabled
; lanes, in the default environment (ties to even for rint, nearbyint,
; roundeven and lrint; away from zero for round);
; "禁用通道上的结果是 poison value": lane 2 masked off, lane 3 past %evl.
; RUN: @t_fsub <4 x float> <float 1.5, float -2.25, float 0.75, float 3.0>, <4 x float> <float -0.5, float 4.0, float 0.0, float 2.0>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x float> <float 2.000000e+00, float -6.250000e+00, float poison, float poison>
; RUN: @t_fmul <4 x float> <float 1.5, float -2.25, float 0.75, float 3.0>, <4 x float> <float -0.5, float 4.0, float 0.0, float 2.0>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x float> <float -7.500000e-01, float -9.000000e+00, float poison, float poison>
; RUN: @t_fdiv <4 x float> <float 1.5, float -2.25, float 0.75, float 3.0>, <4 x float> <float -0.5, float 4.0, float 0.0, float 2.0>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x float> <float -3.000000e+00, float -5.625000e-01, float poison, float poison>
; RUN: @t_frem <4 x float> <float 1.5, float -2.25, float 0.75, float 3.0>, <4 x float> <float -0.5, float 4.0, float 0.0, float 2.0>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x float> <float 0.000000e+00, float -2.250000e+00, float poison, float poison>
; RUN: @t_copysign <4 x float> <float 1.5, float -2.25, float 0.75, float 3.0>, <4 x float> <float -0.5, float 4.0, float 0.0, float 2.0>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x float> <float -1.500000e+00, float 2.250000e+00, float poison, float poison>
; RUN: @t_minnum <4 x float> <float 1.5, float -2.25, float 0.75, float 3.0>, <4 x float> <float -0.5, float 4.0, float 0.0, float 2.0>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x float> <float -5.000000e-01, float -2.250000e+00, float poison, float poison>
; RUN: @t_maxnum <4 x float> <float 1.5, float -2.25, float 0.75, float 3.0>, <4 x float> <float -0.5, float 4.0, float 0.0, float 2.0>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x float> <float 1.500000e+00, float 4.000000e+00, float poison, float poison>
; RUN: @t_minimum <4 x float> <float 1.5, float -2.25, float 0.75, float 3.0>, <4 x float> <float -0.5, float 4.0, float 0.0, float 2.0>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x float> <float -5.000000e-01, float -2.250000e+00, float poison, float poison>
; RUN: @t_maximum <4 x float> <float 1.5, float -2.25, float 0.75, float 3.0>, <4 x float> <float -0.5, float 4.0, float 0.0, float 2.0>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x float> <float 1.500000e+00, float 4.000000e+00, float poison, float poison>
; RUN: @t_fmuladd <4 x float> <float 1.5, float -2.25, float 0.75, float 3.0>, <4 x float> <float -0.5, float 4.0, float 0.0, float 2.0>, <4 x float> <float 0.25, float 1.0, float 2.0, float 2.0>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x float> <float -5.000000e-01, float -8.000000e+00, float poison, float poison>
; RUN: @t_fneg <4 x float> <float 2.5, float -1.5, float 0.5, float -3.5>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x float> <float -2.500000e+00, float 1.500000e+00, float poison, float poison>
; RUN: @t_fabs <4 x float> <float 2.5, float -1.5, float 0.5, float -3.5>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x float> <float 2.500000e+00, float 1.500000e+00, float poison, float poison>
; RUN: @t_sqrt <4 x float> <float 2.25, float 0.0, float -1.0, float 4.0>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x float> <float 1.500000e+00, float 0.000000e+00, float poison, float poison>
; RUN: @t_ceil <4 x float> <float 2.5, float -1.5, float 0.5, float -3.5>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x float> <float 3.000000e+00, float -1.000000e+00, float poison, float poison>
; RUN: @t_floor <4 x float> <float 2.5, float -1.5, float 0.5, float -3.5>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x float> <float 2.000000e+00, float -2.000000e+00, float poison, float poison>
; RUN: @t_rint <4 x float> <float 2.5, float -1.5, float 0.5, float -3.5>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x float> <float 2.000000e+00, float -2.000000e+00, float poison, float poison>
; RUN: @t_nearbyint <4 x float> <float 2.5, float -1.5, float 0.5, float -3.5>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x float> <float 2.000000e+00, float -2.000000e+00, float poison, float poison>
; RUN: @t_round <4 x float> <float 2.5, float -1.5, float 0.5, float -3.5>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x float> <float 3.000000e+00, float -2.000000e+00, float poison, float poison>
; RUN: @t_roundeven <4 x float> <float 2.5, float -1.5, float 0.5, float -3.5>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x float> <float 2.000000e+00, float -2.000000e+00, float poison, float poison>
; RUN: @t_roundtozero <4 x float> <float 2.5, float -1.5, float 0.5, float -3.5>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x float> <float 2.000000e+00, float -1.000000e+00, float poison, float poison>
; RUN: @t_lrint <4 x float> <float 2.5, float -1.5, float 0.5, float -3.5>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x i32> <i32 2, i32 -2, i32 poison, i32 poison>
; RUN: @t_llrint <4 x float> <float 2.5, float -1.5, float 0.5, float -3.5>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x i64> <i64 2, i64 -2, i64 poison, i64 poison>
; RUN: @t_is_fpclass <4 x float> <float 0x7FF8000000000000, float 1.0, float 0x7FF8000000000000, float 0x7FF8000000000000>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x i1> <i1 true, i1 false, i1 poison, i1 poison>

define <4 x float> @t_fsub(<4 x float> %a, <4 x float> %b, <4 x i1> %m, i32 %evl) {
  %r = call <4 x float> @llvm.vp.fsub.v4f32(<4 x float> %a, <4 x float> %b, <4 x i1> %m, i32 %evl)
  ret <4 x float> %r
}

define <4 x float> @t_fmul(<4 x float> %a, <4 x float> %b, <4 x i1> %m, i32 %evl) {
  %r = call <4 x float> @llvm.vp.fmul.v4f32(<4 x float> %a, <4 x float> %b, <4 x i1> %m, i32 %evl)
  ret <4 x float> %r
}

define <4 x float> @t_fdiv(<4 x float> %a, <4 x float> %b, <4 x i1> %m, i32 %evl) {
  %r = call <4 x float> @llvm.vp.fdiv.v4f32(<4 x float> %a, <4 x float> %b, <4 x i1> %m, i32 %evl)
  ret <4 x float> %r
}

define <4 x float> @t_frem(<4 x float> %a, <4 x float> %b, <4 x i1> %m, i32 %evl) {
  %r = call <4 x float> @llvm.vp.frem.v4f32(<4 x float> %a, <4 x float> %b, <4 x i1> %m, i32 %evl)
  ret <4 x float> %r
}

define <4 x float> @t_copysign(<4 x float> %a, <4 x float> %b, <4 x i1> %m, i32 %evl) {
  %r = call <4 x float> @llvm.vp.copysign.v4f32(<4 x float> %a, <4 x float> %b, <4 x i1> %m, i32 %evl)
  ret <4 x float> %r
}

define <4 x float> @t_minnum(<4 x float> %a, <4 x float> %b, <4 x i1> %m, i32 %evl) {
  %r = call <4 x float> @llvm.vp.minnum.v4f32(<4 x float> %a, <4 x float> %b, <4 x i1> %m, i32 %evl)
  ret <4 x float> %r
}

define <4 x float> @t_maxnum(<4 x float> %a, <4 x float> %b, <4 x i1> %m, i32 %evl) {
  %r = call <4 x float> @llvm.vp.maxnum.v4f32(<4 x float> %a, <4 x float> %b, <4 x i1> %m, i32 %evl)
  ret <4 x float> %r
}

define <4 x float> @t_minimum(<4 x float> %a, <4 x float> %b, <4 x i1> %m, i32 %evl) {
  %r = call <4 x float> @llvm.vp.minimum.v4f32(<4 x float> %a, <4 x float> %b, <4 x i1> %m, i32 %evl)
  ret <4 x float> %r
}

define <4 x float> @t_maximum(<4 x float> %a, <4 x float> %b, <4 x i1> %m, i32 %evl) {
  %r = call <4 x float> @llvm.vp.maximum.v4f32(<4 x float> %a, <4 x float> %b, <4 x i1> %m, i32 %evl)
  ret <4 x float> %r
}

define <4 x float> @t_fmuladd(<4 x float> %a, <4 x float> %b, <4 x float> %c, <4 x i1> %m, i32 %evl) {
  %r = call <4 x float> @llvm.vp.fmuladd.v4f32(<4 x float> %a, <4 x float> %b, <4 x float> %c, <4 x i1> %m, i32 %evl)
  ret <4 x float> %r
}

define <4 x float> @t_fneg(<4 x float> %a, <4 x i1> %m, i32 %evl) {
  %r = call <4 x float> @llvm.vp.fneg.v4f32(<4 x float> %a, <4 x i1> %m, i32 %evl)
  ret <4 x float> %r
}

define <4 x float> @t_fabs(<4 x float> %a, <4 x i1> %m, i32 %evl) {
  %r = call <4 x float> @llvm.vp.fabs.v4f32(<4 x float> %a, <4 x i1> %m, i32 %evl)
  ret <4 x float> %r
}

define <4 x float> @t_sqrt(<4 x float> %a, <4 x i1> %m, i32 %evl) {
  %r = call <4 x float> @llvm.vp.sqrt.v4f32(<4 x float> %a, <4 x i1> %m, i32 %evl)
  ret <4 x float> %r
}

define <4 x float> @t_ceil(<4 x float> %a, <4 x i1> %m, i32 %evl) {
  %r = call <4 x float> @llvm.vp.ceil.v4f32(<4 x float> %a, <4 x i1> %m, i32 %evl)
  ret <4 x float> %r
}

define <4 x float> @t_floor(<4 x float> %a, <4 x i1> %m, i32 %evl) {
  %r = call <4 x float> @llvm.vp.floor.v4f32(<4 x float> %a, <4 x i1> %m, i32 %evl)
  ret <4 x float> %r
}

define <4 x float> @t_rint(<4 x float> %a, <4 x i1> %m, i32 %evl) {
  %r = call <4 x float> @llvm.vp.rint.v4f32(<4 x float> %a, <4 x i1> %m, i32 %evl)
  ret <4 x float> %r
}

define <4 x float> @t_nearbyint(<4 x float> %a, <4 x i1> %m, i32 %evl) {
  %r = call <4 x float> @llvm.vp.nearbyint.v4f32(<4 x float> %a, <4 x i1> %m, i32 %evl)
  ret <4 x float> %r
}

define <4 x float> @t_round(<4 x float> %a, <4 x i1> %m, i32 %evl) {
  %r = call <4 x float> @llvm.vp.round.v4f32(<4 x float> %a, <4 x i1> %m, i32 %evl)
  ret <4 x float> %r
}

define <4 x float> @t_roundeven(<4 x float> %a, <4 x i1> %m, i32 %evl) {
  %r = call <4 x float> @llvm.vp.roundeven.v4f32(<4 x float> %a, <4 x i1> %m, i32 %evl)
  ret <4 x float> %r
}

define <4 x float> @t_roundtozero(<4 x float> %a, <4 x i1> %m, i32 %evl) {
  %r = call <4 x float> @llvm.vp.roundtozero.v4f32(<4 x float> %a, <4 x i1> %m, i32 %evl)
  ret <4 x float> %r
}

define <4 x i32> @t_lrint(<4 x float> %a, <4 x i1> %m, i32 %evl) {
  %r = call <4 x i32> @llvm.vp.lrint.v4i32.v4f32(<4 x float> %a, <4 x i1> %m, i32 %evl)
  ret <4 x i32> %r
}

define <4 x i64> @t_llrint(<4 x float> %a, <4 x i1> %m, i32 %evl) {
  %r = call <4 x i64> @llvm.vp.llrint.v4i64.v4f32(<4 x float> %a, <4 x i1> %m, i32 %evl)
  ret <4 x i64> %r
}

define <4 x i1> @t_is_fpclass(<4 x float> %a, <4 x i1> %m, i32 %evl) {
  %r = call <4 x i1> @llvm.vp.is.fpclass.v4f32(<4 x float> %a, i32 3, <4 x i1> %m, i32 %evl)
  ret <4 x i1> %r
}
