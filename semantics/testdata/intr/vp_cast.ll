; llvm.vp.* conversions: the plain cast on the enabled lanes, poison on
; disabled ones (lane 2 masked off, lane 3 past %evl). Edge cases on
; enabled lanes: fptoui of -1.0 and fptosi of 1e10 do not fit (poison, as
; for the plain instructions); fptrunc of 1e300 rounds to +inf; trunc
; drops the high bits.
; RUN: @t_trunc <4 x i32> <i32 65537, i32 -1, i32 5, i32 6>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x i16> <i16 1, i16 -1, i16 poison, i16 poison>
; RUN: @t_zext <4 x i16> <i16 -1, i16 7, i16 5, i16 6>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x i32> <i32 65535, i32 7, i32 poison, i32 poison>
; RUN: @t_fptrunc <4 x double> <double 1.5, double 1.0e300, double 5.0, double 6.0>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x float> <float 1.500000e+00, float 0x7FF0000000000000, float poison, float poison>
; RUN: @t_fpext <4 x float> <float -0.25, float 0x7FF0000000000000, float 5.0, float 6.0>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x double> <double -2.500000e-01, double 0x7FF0000000000000, double poison, double poison>
; RUN: @t_fptoui <4 x float> <float 3.75, float -1.0, float 5.0, float 6.0>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x i32> <i32 3, i32 poison, i32 poison, i32 poison>
; RUN: @t_fptosi <4 x float> <float -3.75, float 1.0e10, float 5.0, float 6.0>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x i32> <i32 -3, i32 poison, i32 poison, i32 poison>
; RUN: @t_uitofp <4 x i32> <i32 -1, i32 3, i32 5, i32 6>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x float> <float 0x41F0000000000000, float 3.000000e+00, float poison, float poison>
; RUN: @t_sitofp <4 x i32> <i32 -1, i32 3, i32 5, i32 6>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x float> <float -1.000000e+00, float 3.000000e+00, float poison, float poison>
; RUN: @t_ptrtoint <4 x ptr> <ptr null, ptr null, ptr null, ptr null>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x i64> <i64 0, i64 0, i64 poison, i64 poison>
; RUN: @t_inttoptr <4 x i64> <i64 0, i64 16, i64 5, i64 6>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x ptr> <ptr null, ptr 0x10, ptr poison, ptr poison>

define <4 x i16> @t_trunc(<4 x i32> %a, <4 x i1> %m, i32 %evl) {
  %r = call <4 x i16> @llvm.vp.trunc.v4i16.v4i32(<4 x i32> %a, <4 x i1> %m, i32 %evl)
  ret <4 x i16> %r
}

define <4 x i32> @t_zext(<4 x i16> %a, <4 x i1> %m, i32 %evl) {
  %r = call <4 x i32> @llvm.vp.zext.v4i32.v4i16(<4 x i16> %a, <4 x i1> %m, i32 %evl)
  ret <4 x i32> %r
}

define <4 x float> @t_fptrunc(<4 x double> %a, <4 x i1> %m, i32 %evl) {
  %r = call <4 x float> @llvm.vp.fptrunc.v4f32.v4f64(<4 x double> %a, <4 x i1> %m, i32 %evl)
  ret <4 x float> %r
}

define <4 x double> @t_fpext(<4 x float> %a, <4 x i1> %m, i32 %evl) {
  %r = call <4 x double> @llvm.vp.fpext.v4f64.v4f32(<4 x float> %a, <4 x i1> %m, i32 %evl)
  ret <4 x double> %r
}

define <4 x i32> @t_fptoui(<4 x float> %a, <4 x i1> %m, i32 %evl) {
  %r = call <4 x i32> @llvm.vp.fptoui.v4i32.v4f32(<4 x float> %a, <4 x i1> %m, i32 %evl)
  ret <4 x i32> %r
}

define <4 x i32> @t_fptosi(<4 x float> %a, <4 x i1> %m, i32 %evl) {
  %r = call <4 x i32> @llvm.vp.fptosi.v4i32.v4f32(<4 x float> %a, <4 x i1> %m, i32 %evl)
  ret <4 x i32> %r
}

define <4 x float> @t_uitofp(<4 x i32> %a, <4 x i1> %m, i32 %evl) {
  %r = call <4 x float> @llvm.vp.uitofp.v4f32.v4i32(<4 x i32> %a, <4 x i1> %m, i32 %evl)
  ret <4 x float> %r
}

define <4 x float> @t_sitofp(<4 x i32> %a, <4 x i1> %m, i32 %evl) {
  %r = call <4 x float> @llvm.vp.sitofp.v4f32.v4i32(<4 x i32> %a, <4 x i1> %m, i32 %evl)
  ret <4 x float> %r
}

define <4 x i64> @t_ptrtoint(<4 x ptr> %a, <4 x i1> %m, i32 %evl) {
  %r = call <4 x i64> @llvm.vp.ptrtoint.v4i64.v4p0(<4 x ptr> %a, <4 x i1> %m, i32 %evl)
  ret <4 x i64> %r
}

define <4 x ptr> @t_inttoptr(<4 x i64> %a, <4 x i1> %m, i32 %evl) {
  %r = call <4 x ptr> @llvm.vp.inttoptr.v4p0.v4i64(<4 x i64> %a, <4 x i1> %m, i32 %evl)
  ret <4 x ptr> %r
}
