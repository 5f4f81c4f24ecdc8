; llvm.vp.*: the plain counterpart on the enabled lanes (mask[i] and i <
; %evl); a disabled lane is poison ("禁用通道上的结果是 poison value");
; %evl > W is UB; a division by zero in a disabled lane is none.
; vp.select: lanes at or past %evl are poison; vp.merge: lanes at or past
; %pivot are the third operand's. vp.reduce.*: the start value folded with
; the enabled lanes. (lli-22 agrees on the enabled lanes of every line.)
; RUN: @t_add <4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32> <i32 10, i32 20, i32 30, i32 40>, <4 x i1> <i1 true, i1 false, i1 true, i1 true>, i32 3 -> <4 x i32> <i32 11, i32 poison, i32 33, i32 poison>
; RUN: @t_add <4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32> <i32 10, i32 20, i32 30, i32 40>, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, i32 4 -> <4 x i32> <i32 11, i32 22, i32 33, i32 44>
; RUN: @t_add <4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32> <i32 10, i32 20, i32 30, i32 40>, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, i32 5 -> UB
; RUN: @t_sdiv <4 x i32> <i32 7, i32 8, i32 -9, i32 1>, <4 x i32> <i32 2, i32 0, i32 4, i32 0>, <4 x i1> <i1 true, i1 false, i1 true, i1 true>, i32 3 -> <4 x i32> <i32 3, i32 poison, i32 -2, i32 poison>
; RUN: @t_sdiv <4 x i32> <i32 7, i32 8, i32 -9, i32 1>, <4 x i32> <i32 2, i32 0, i32 4, i32 0>, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, i32 3 -> UB
; RUN: @t_fadd <2 x float> <float 1.5, float 2.0>, <2 x float> <float 0.25, float 1.0>, <2 x i1> <i1 true, i1 true>, i32 1 -> <2 x float> <float 1.750000e+00, float poison>
; RUN: @t_smax <2 x i8> <i8 -5, i8 3>, <2 x i8> <i8 2, i8 -7>, <2 x i1> <i1 true, i1 true>, i32 2 -> <2 x i8> <i8 2, i8 3>
; RUN: @t_ctlz <2 x i16> <i16 1, i16 0>, <2 x i1> <i1 true, i1 true>, i32 2 -> <2 x i16> <i16 15, i16 16>
; RUN: @t_sext <2 x i8> <i8 -1, i8 5>, <2 x i1> <i1 false, i1 true>, i32 2 -> <2 x i32> <i32 poison, i32 5>
; RUN: @t_icmp <2 x i32> <i32 -1, i32 5>, <2 x i32> <i32 0, i32 5>, <2 x i1> <i1 true, i1 true>, i32 2 -> <2 x i1> <i1 true, i1 false>
; RUN: @t_fcmp <2 x double> <double 1.0, double 0x7FF8000000000000>, <2 x double> <double 2.0, double 1.0>, <2 x i1> <i1 true, i1 true>, i32 2 -> <2 x i1> <i1 true, i1 false>
; RUN: @t_select <4 x i1> <i1 true, i1 false, i1 true, i1 true>, <4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32> <i32 5, i32 6, i32 7, i32 8>, i32 3 -> <4 x i32> <i32 1, i32 6, i32 3, i32 poison>
; RUN: @t_merge <4 x i1> <i1 true, i1 false, i1 true, i1 true>, <4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32> <i32 5, i32 6, i32 7, i32 8>, i32 3 -> <4 x i32> <i32 1, i32 6, i32 3, i32 8>
; RUN: @t_reduce_add i32 100, <4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i1> <i1 true, i1 false, i1 true, i1 true>, i32 3 -> i32 104
; RUN: @t_reduce_add i32 100, <4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, i32 0 -> i32 100
; RUN: @t_reduce_umin i8 9, <2 x i8> <i8 200, i8 3>, <2 x i1> <i1 true, i1 true>, i32 1 -> i8 9
; RUN: @t_fma <2 x double> <double 2.0, double 1.0>, <2 x double> <double 3.0, double 1.0>, <2 x double> <double 0.5, double 1.0>, <2 x i1> <i1 true, i1 false>, i32 2 -> <2 x double> <double 6.500000e+00, double poison>

define <4 x i32> @t_add(<4 x i32> %a, <4 x i32> %b, <4 x i1> %m, i32 %evl) {
  %r = call <4 x i32> @llvm.vp.add.v4i32(<4 x i32> %a, <4 x i32> %b, <4 x i1> %m, i32 %evl)
  ret <4 x i32> %r
}

define <4 x i32> @t_sdiv(<4 x i32> %a, <4 x i32> %b, <4 x i1> %m, i32 %evl) {
  %r = call <4 x i32> @llvm.vp.sdiv.v4i32(<4 x i32> %a, <4 x i32> %b, <4 x i1> %m, i32 %evl)
  ret <4 x i32> %r
}

define <2 x float> @t_fadd(<2 x float> %a, <2 x float> %b, <2 x i1> %m, i32 %evl) {
  %r = call <2 x float> @llvm.vp.fadd.v2f32(<2 x float> %a, <2 x float> %b, <2 x i1> %m, i32 %evl)
  ret <2 x float> %r
}

define <2 x i8> @t_smax(<2 x i8> %a, <2 x i8> %b, <2 x i1> %m, i32 %evl) {
  %r = call <2 x i8> @llvm.vp.smax.v2i8(<2 x i8> %a, <2 x i8> %b, <2 x i1> %m, i32 %evl)
  ret <2 x i8> %r
}

define <2 x i16> @t_ctlz(<2 x i16> %a, <2 x i1> %m, i32 %evl) {
  %r = call <2 x i16> @llvm.vp.ctlz.v2i16(<2 x i16> %a, i1 false, <2 x i1> %m, i32 %evl)
  ret <2 x i16> %r
}

define <2 x i32> @t_sext(<2 x i8> %a, <2 x i1> %m, i32 %evl) {
  %r = call <2 x i32> @llvm.vp.sext.v2i32.v2i8(<2 x i8> %a, <2 x i1> %m, i32 %evl)
  ret <2 x i32> %r
}

define <2 x i1> @t_icmp(<2 x i32> %a, <2 x i32> %b, <2 x i1> %m, i32 %evl) {
  %r = call <2 x i1> @llvm.vp.icmp.v2i32(<2 x i32> %a, <2 x i32> %b, metadata !"slt", <2 x i1> %m, i32 %evl)
  ret <2 x i1> %r
}

define <2 x i1> @t_fcmp(<2 x double> %a, <2 x double> %b, <2 x i1> %m, i32 %evl) {
  %r = call <2 x i1> @llvm.vp.fcmp.v2f64(<2 x double> %a, <2 x double> %b, metadata !"olt", <2 x i1> %m, i32 %evl)
  ret <2 x i1> %r
}

define <4 x i32> @t_select(<4 x i1> %c, <4 x i32> %a, <4 x i32> %b, i32 %evl) {
  %r = call <4 x i32> @llvm.vp.select.v4i32(<4 x i1> %c, <4 x i32> %a, <4 x i32> %b, i32 %evl)
  ret <4 x i32> %r
}

define <4 x i32> @t_merge(<4 x i1> %c, <4 x i32> %a, <4 x i32> %b, i32 %pivot) {
  %r = call <4 x i32> @llvm.vp.merge.v4i32(<4 x i1> %c, <4 x i32> %a, <4 x i32> %b, i32 %pivot)
  ret <4 x i32> %r
}

define i32 @t_reduce_add(i32 %s, <4 x i32> %v, <4 x i1> %m, i32 %evl) {
  %r = call i32 @llvm.vp.reduce.add.v4i32(i32 %s, <4 x i32> %v, <4 x i1> %m, i32 %evl)
  ret i32 %r
}

define i8 @t_reduce_umin(i8 %s, <2 x i8> %v, <2 x i1> %m, i32 %evl) {
  %r = call i8 @llvm.vp.reduce.umin.v2i8(i8 %s, <2 x i8> %v, <2 x i1> %m, i32 %evl)
  ret i8 %r
}

define <2 x double> @t_fma(<2 x double> %a, <2 x double> %b, <2 x double> %c, <2 x i1> %m, i32 %evl) {
  %r = call <2 x double> @llvm.vp.fma.v2f64(<2 x double> %a, <2 x double> %b, <2 x double> %c, <2 x i1> %m, i32 %evl)
  ret <2 x double> %r
}

declare <4 x i32> @llvm.vp.add.v4i32(<4 x i32>, <4 x i32>, <4 x i1>, i32)
declare <4 x i32> @llvm.vp.sdiv.v4i32(<4 x i32>, <4 x i32>, <4 x i1>, i32)
declare <2 x float> @llvm.vp.fadd.v2f32(<2 x float>, <2 x float>, <2 x i1>, i32)
declare <2 x i8> @llvm.vp.smax.v2i8(<2 x i8>, <2 x i8>, <2 x i1>, i32)
declare <2 x i16> @llvm.vp.ctlz.v2i16(<2 x i16>, i1 immarg, <2 x i1>, i32)
declare <2 x i32> @llvm.vp.sext.v2i32.v2i8(<2 x i8>, <2 x i1>, i32)
declare <2 x i1> @llvm.vp.icmp.v2i32(<2 x i32>, <2 x i32>, metadata, <2 x i1>, i32)
declare <2 x i1> @llvm.vp.fcmp.v2f64(<2 x double>, <2 x double>, metadata, <2 x i1>, i32)
declare <4 x i32> @llvm.vp.select.v4i32(<4 x i1>, <4 x i32>, <4 x i32>, i32)
declare <4 x i32> @llvm.vp.merge.v4i32(<4 x i1>, <4 x i32>, <4 x i32>, i32)
declare i32 @llvm.vp.reduce.add.v4i32(i32, <4 x i32>, <4 x i1>, i32)
declare i8 @llvm.vp.reduce.umin.v2i8(i8, <2 x i8>, <2 x i1>, i32)
declare <2 x double> @llvm.vp.fma.v2f64(<2 x double>, <2 x double>, <2 x double>, <2 x i1>, i32)
