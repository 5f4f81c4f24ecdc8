; llvm.vp.reduce.*: the start value folded with the enabled lanes only:
; "禁用通道被视为包含中性值 1 (即对归约操作没有影响)。如果向量长度为零,则结果为起始值。"
; (vp.reduce.mul; each reduction says the same with its neutral value).
; Lane 2 is masked off, lane 3 past %evl; with %evl = 0 the result is the
; start value. (lli-22 agrees on all 26 lines.)
; RUN: @t_mul i32 10, <4 x i32> <i32 3, i32 -5, i32 100, i32 2>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> i32 -150
; RUN: @t_mul i32 10, <4 x i32> <i32 3, i32 -5, i32 100, i32 2>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 0 -> i32 10
; RUN: @t_and i32 -1, <4 x i32> <i32 3, i32 -5, i32 100, i32 2>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> i32 3
; RUN: @t_and i32 -1, <4 x i32> <i32 3, i32 -5, i32 100, i32 2>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 0 -> i32 -1
; RUN: @t_or i32 64, <4 x i32> <i32 3, i32 -5, i32 100, i32 2>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> i32 -5
; RUN: @t_or i32 64, <4 x i32> <i32 3, i32 -5, i32 100, i32 2>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 0 -> i32 64
; RUN: @t_xor i32 1, <4 x i32> <i32 3, i32 -5, i32 100, i32 2>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> i32 -7
; RUN: @t_xor i32 1, <4 x i32> <i32 3, i32 -5, i32 100, i32 2>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 0 -> i32 1
; RUN: @t_smax i32 -100, <4 x i32> <i32 3, i32 -5, i32 100, i32 2>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> i32 3
; RUN: @t_smax i32 -100, <4 x i32> <i32 3, i32 -5, i32 100, i32 2>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 0 -> i32 -100
; RUN: @t_smin i32 0, <4 x i32> <i32 3, i32 -5, i32 100, i32 2>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> i32 -5
; RUN: @t_smin i32 0, <4 x i32> <i32 3, i32 -5, i32 100, i32 2>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 0 -> i32 0
; RUN: @t_umax i32 1, <4 x i32> <i32 3, i32 -5, i32 100, i32 2>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> i32 -5
; RUN: @t_umax i32 1, <4 x i32> <i32 3, i32 -5, i32 100, i32 2>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 0 -> i32 1
; RUN: @t_fadd float 0.5, <4 x float> <float 1.5, float -4.0, float 100.0, float 0.25>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> float -2.000000e+00
; RUN: @t_fadd float 0.5, <4 x float> <float 1.5, float -4.0, float 100.0, float 0.25>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 0 -> float 5.000000e-01
; RUN: @t_fmul float 2.0, <4 x float> <float 1.5, float -4.0, float 100.0, float 0.25>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> float -1.200000e+01
; RUN: @t_fmul float 2.0, <4 x float> <float 1.5, float -4.0, float 100.0, float 0.25>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 0 -> float 2.000000e+00
; RUN: @t_fmax float -10.0, <4 x float> <float 1.5, float -4.0, float 100.0, float 0.25>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> float 1.500000e+00
; RUN: @t_fmax float -10.0, <4 x float> <float 1.5, float -4.0, float 100.0, float 0.25>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 0 -> float -1.000000e+01
; RUN: @t_fmin float 10.0, <4 x float> <float 1.5, float -4.0, float 100.0, float 0.25>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> float -4.000000e+00
; RUN: @t_fmin float 10.0, <4 x float> <float 1.5, float -4.0, float 100.0, float 0.25>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 0 -> float 1.000000e+01
; RUN: @t_fmaximum float -10.0, <4 x float> <float 1.5, float -4.0, float 100.0, float 0.25>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> float 1.500000e+00
; RUN: @t_fmaximum float -10.0, <4 x float> <float 1.5, float -4.0, float 100.0, float 0.25>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 0 -> float -1.000000e+01
; RUN: @t_fminimum float 10.0, <4 x float> <float 1.5, float -4.0, float 100.0, float 0.25>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> float -4.000000e+00
; RUN: @t_fminimum float 10.0, <4 x float> <float 1.5, float -4.0, float 100.0, float 0.25>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 0 -> float 1.000000e+01

define i32 @t_mul(i32 %s, <4 x i32> %v, <4 x i1> %m, i32 %evl) {
  %r = call i32 @llvm.vp.reduce.mul.v4i32(i32 %s, <4 x i32> %v, <4 x i1> %m, i32 %evl)
  ret i32 %r
}

define i32 @t_and(i32 %s, <4 x i32> %v, <4 x i1> %m, i32 %evl) {
  %r = call i32 @llvm.vp.reduce.and.v4i32(i32 %s, <4 x i32> %v, <4 x i1> %m, i32 %evl)
  ret i32 %r
}

define i32 @t_or(i32 %s, <4 x i32> %v, <4 x i1> %m, i32 %evl) {
  %r = call i32 @llvm.vp.reduce.or.v4i32(i32 %s, <4 x i32> %v, <4 x i1> %m, i32 %evl)
  ret i32 %r
}

define i32 @t_xor(i32 %s, <4 x i32> %v, <4 x i1> %m, i32 %evl) {
  %r = call i32 @llvm.vp.reduce.xor.v4i32(i32 %s, <4 x i32> %v, <4 x i1> %m, i32 %evl)
  ret i32 %r
}

define i32 @t_smax(i32 %s, <4 x i32> %v, <4 x i1> %m, i32 %evl) {
  %r = call i32 @llvm.vp.reduce.smax.v4i32(i32 %s, <4 x i32> %v, <4 x i1> %m, i32 %evl)
  ret i32 %r
}

define i32 @t_smin(i32 %s, <4 x i32> %v, <4 x i1> %m, i32 %evl) {
  %r = call i32 @llvm.vp.reduce.smin.v4i32(i32 %s, <4 x i32> %v, <4 x i1> %m, i32 %evl)
  ret i32 %r
}

define i32 @t_umax(i32 %s, <4 x i32> %v, <4 x i1> %m, i32 %evl) {
  %r = call i32 @llvm.vp.reduce.umax.v4i32(i32 %s, <4 x i32> %v, <4 x i1> %m, i32 %evl)
  ret i32 %r
}

define float @t_fadd(float %s, <4 x float> %v, <4 x i1> %m, i32 %evl) {
  %r = call float @llvm.vp.reduce.fadd.v4f32(float %s, <4 x float> %v, <4 x i1> %m, i32 %evl)
  ret float %r
}

define float @t_fmul(float %s, <4 x float> %v, <4 x i1> %m, i32 %evl) {
  %r = call float @llvm.vp.reduce.fmul.v4f32(float %s, <4 x float> %v, <4 x i1> %m, i32 %evl)
  ret float %r
}

define float @t_fmax(float %s, <4 x float> %v, <4 x i1> %m, i32 %evl) {
  %r = call float @llvm.vp.reduce.fmax.v4f32(float %s, <4 x float> %v, <4 x i1> %m, i32 %evl)
  ret float %r
}

define float @t_fmin(float %s, <4 x float> %v, <4 x i1> %m, i32 %evl) {
  %r = call float @llvm.vp.reduce.fmin.v4f32(float %s, <4 x float> %v, <4 x i1> %m, i32 %evl)
  ret float %r
}

define float @t_fmaximum(float %s, <4 x float> %v, <4 x i1> %m, i32 %evl) {
  %r = call float @llvm.vp.reduce.fmaximum.v4f32(float %s, <4 x float> %v, <4 x i1> %m, i32 %evl)
  ret float %r
}

define float @t_fminimum(float %s, <4 x float> %v, <4 x i1> %m, i32 %evl) {
  %r = call float @llvm.vp.reduce.fminimum.v4f32(float %s, <4 x float> %v, <4 x i1> %m, i32 %evl)
  ret float %r
}
