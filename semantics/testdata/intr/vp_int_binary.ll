; llvm.vp.* integer binary, saturating and funnel-shift intrinsics: the
; plain operation on the enabled lanes; "禁用通道上的结果是 poison value"
; (a lane is enabled when its mask bit is true and its index is below
; %evl). Each line has lane 2 masked off (its zero divisor is not UB) and
; lane 3 at %evl = 3, both poison.
; RUN: @t_sub <4 x i32> <i32 7, i32 -8, i32 12, i32 5>, <4 x i32> <i32 3, i32 2, i32 0, i32 9>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x i32> <i32 4, i32 -10, i32 poison, i32 poison>
; RUN: @t_mul <4 x i32> <i32 7, i32 -8, i32 12, i32 5>, <4 x i32> <i32 3, i32 2, i32 0, i32 9>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x i32> <i32 21, i32 -16, i32 poison, i32 poison>
; RUN: @t_udiv <4 x i32> <i32 7, i32 -8, i32 12, i32 5>, <4 x i32> <i32 3, i32 2, i32 0, i32 9>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x i32> <i32 2, i32 2147483644, i32 poison, i32 poison>
; RUN: @t_srem <4 x i32> <i32 7, i32 -8, i32 12, i32 5>, <4 x i32> <i32 3, i32 2, i32 0, i32 9>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x i32> <i32 1, i32 0, i32 poison, i32 poison>
; RUN: @t_urem <4 x i32> <i32 7, i32 -8, i32 12, i32 5>, <4 x i32> <i32 3, i32 2, i32 0, i32 9>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x i32> <i32 1, i32 0, i32 poison, i32 poison>
; RUN: @t_ashr <4 x i32> <i32 7, i32 -8, i32 12, i32 5>, <4 x i32> <i32 3, i32 2, i32 0, i32 9>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x i32> <i32 0, i32 -2, i32 poison, i32 poison>
; RUN: @t_lshr <4 x i32> <i32 7, i32 -8, i32 12, i32 5>, <4 x i32> <i32 3, i32 2, i32 0, i32 9>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x i32> <i32 0, i32 1073741822, i32 poison, i32 poison>
; RUN: @t_shl <4 x i32> <i32 7, i32 -8, i32 12, i32 5>, <4 x i32> <i32 3, i32 2, i32 0, i32 9>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x i32> <i32 56, i32 -32, i32 poison, i32 poison>
; RUN: @t_or <4 x i32> <i32 7, i32 -8, i32 12, i32 5>, <4 x i32> <i32 3, i32 2, i32 0, i32 9>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x i32> <i32 7, i32 -6, i32 poison, i32 poison>
; RUN: @t_and <4 x i32> <i32 7, i32 -8, i32 12, i32 5>, <4 x i32> <i32 3, i32 2, i32 0, i32 9>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x i32> <i32 3, i32 0, i32 poison, i32 poison>
; RUN: @t_xor <4 x i32> <i32 7, i32 -8, i32 12, i32 5>, <4 x i32> <i32 3, i32 2, i32 0, i32 9>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x i32> <i32 4, i32 -6, i32 poison, i32 poison>
; RUN: @t_smin <4 x i32> <i32 7, i32 -8, i32 12, i32 5>, <4 x i32> <i32 3, i32 2, i32 0, i32 9>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x i32> <i32 3, i32 -8, i32 poison, i32 poison>
; RUN: @t_umax <4 x i32> <i32 7, i32 -8, i32 12, i32 5>, <4 x i32> <i32 3, i32 2, i32 0, i32 9>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x i32> <i32 7, i32 -8, i32 poison, i32 poison>
; RUN: @t_umin <4 x i32> <i32 7, i32 -8, i32 12, i32 5>, <4 x i32> <i32 3, i32 2, i32 0, i32 9>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x i32> <i32 3, i32 2, i32 poison, i32 poison>
; RUN: @t_sadd_sat <4 x i8> <i8 100, i8 -100, i8 50, i8 1>, <4 x i8> <i8 100, i8 100, i8 -1, i8 1>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x i8> <i8 127, i8 0, i8 poison, i8 poison>
; RUN: @t_uadd_sat <4 x i8> <i8 100, i8 -100, i8 50, i8 1>, <4 x i8> <i8 100, i8 100, i8 -1, i8 1>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x i8> <i8 -56, i8 -1, i8 poison, i8 poison>
; RUN: @t_ssub_sat <4 x i8> <i8 100, i8 -100, i8 50, i8 1>, <4 x i8> <i8 100, i8 100, i8 -1, i8 1>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x i8> <i8 0, i8 -128, i8 poison, i8 poison>
; RUN: @t_usub_sat <4 x i8> <i8 100, i8 -100, i8 50, i8 1>, <4 x i8> <i8 100, i8 100, i8 -1, i8 1>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x i8> <i8 0, i8 56, i8 poison, i8 poison>
; RUN: @t_fshl <4 x i8> <i8 18, i8 -1, i8 3, i8 4>, <4 x i8> <i8 52, i8 0, i8 5, i8 6>, <4 x i8> <i8 4, i8 9, i8 1, i8 1>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x i8> <i8 35, i8 -2, i8 poison, i8 poison>
; RUN: @t_fshr <4 x i8> <i8 18, i8 -1, i8 3, i8 4>, <4 x i8> <i8 52, i8 0, i8 5, i8 6>, <4 x i8> <i8 4, i8 9, i8 1, i8 1>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x i8> <i8 35, i8 -128, i8 poison, i8 poison>

define <4 x i32> @t_sub(<4 x i32> %a, <4 x i32> %b, <4 x i1> %m, i32 %evl) {
  %r = call <4 x i32> @llvm.vp.sub.v4i32(<4 x i32> %a, <4 x i32> %b, <4 x i1> %m, i32 %evl)
  ret <4 x i32> %r
}

define <4 x i32> @t_mul(<4 x i32> %a, <4 x i32> %b, <4 x i1> %m, i32 %evl) {
  %r = call <4 x i32> @llvm.vp.mul.v4i32(<4 x i32> %a, <4 x i32> %b, <4 x i1> %m, i32 %evl)
  ret <4 x i32> %r
}

define <4 x i32> @t_udiv(<4 x i32> %a, <4 x i32> %b, <4 x i1> %m, i32 %evl) {
  %r = call <4 x i32> @llvm.vp.udiv.v4i32(<4 x i32> %a, <4 x i32> %b, <4 x i1> %m, i32 %evl)
  ret <4 x i32> %r
}

define <4 x i32> @t_srem(<4 x i32> %a, <4 x i32> %b, <4 x i1> %m, i32 %evl) {
  %r = call <4 x i32> @llvm.vp.srem.v4i32(<4 x i32> %a, <4 x i32> %b, <4 x i1> %m, i32 %evl)
  ret <4 x i32> %r
}

define <4 x i32> @t_urem(<4 x i32> %a, <4 x i32> %b, <4 x i1> %m, i32 %evl) {
  %r = call <4 x i32> @llvm.vp.urem.v4i32(<4 x i32> %a, <4 x i32> %b, <4 x i1> %m, i32 %evl)
  ret <4 x i32> %r
}

define <4 x i32> @t_ashr(<4 x i32> %a, <4 x i32> %b, <4 x i1> %m, i32 %evl) {
  %r = call <4 x i32> @llvm.vp.ashr.v4i32(<4 x i32> %a, <4 x i32> %b, <4 x i1> %m, i32 %evl)
  ret <4 x i32> %r
}

define <4 x i32> @t_lshr(<4 x i32> %a, <4 x i32> %b, <4 x i1> %m, i32 %evl) {
  %r = call <4 x i32> @llvm.vp.lshr.v4i32(<4 x i32> %a, <4 x i32> %b, <4 x i1> %m, i32 %evl)
  ret <4 x i32> %r
}

define <4 x i32> @t_shl(<4 x i32> %a, <4 x i32> %b, <4 x i1> %m, i32 %evl) {
  %r = call <4 x i32> @llvm.vp.shl.v4i32(<4 x i32> %a, <4 x i32> %b, <4 x i1> %m, i32 %evl)
  ret <4 x i32> %r
}

define <4 x i32> @t_or(<4 x i32> %a, <4 x i32> %b, <4 x i1> %m, i32 %evl) {
  %r = call <4 x i32> @llvm.vp.or.v4i32(<4 x i32> %a, <4 x i32> %b, <4 x i1> %m, i32 %evl)
  ret <4 x i32> %r
}

define <4 x i32> @t_and(<4 x i32> %a, <4 x i32> %b, <4 x i1> %m, i32 %evl) {
  %r = call <4 x i32> @llvm.vp.and.v4i32(<4 x i32> %a, <4 x i32> %b, <4 x i1> %m, i32 %evl)
  ret <4 x i32> %r
}

define <4 x i32> @t_xor(<4 x i32> %a, <4 x i32> %b, <4 x i1> %m, i32 %evl) {
  %r = call <4 x i32> @llvm.vp.xor.v4i32(<4 x i32> %a, <4 x i32> %b, <4 x i1> %m, i32 %evl)
  ret <4 x i32> %r
}

define <4 x i32> @t_smin(<4 x i32> %a, <4 x i32> %b, <4 x i1> %m, i32 %evl) {
  %r = call <4 x i32> @llvm.vp.smin.v4i32(<4 x i32> %a, <4 x i32> %b, <4 x i1> %m, i32 %evl)
  ret <4 x i32> %r
}

define <4 x i32> @t_umax(<4 x i32> %a, <4 x i32> %b, <4 x i1> %m, i32 %evl) {
  %r = call <4 x i32> @llvm.vp.umax.v4i32(<4 x i32> %a, <4 x i32> %b, <4 x i1> %m, i32 %evl)
  ret <4 x i32> %r
}

define <4 x i32> @t_umin(<4 x i32> %a, <4 x i32> %b, <4 x i1> %m, i32 %evl) {
  %r = call <4 x i32> @llvm.vp.umin.v4i32(<4 x i32> %a, <4 x i32> %b, <4 x i1> %m, i32 %evl)
  ret <4 x i32> %r
}

define <4 x i8> @t_sadd_sat(<4 x i8> %a, <4 x i8> %b, <4 x i1> %m, i32 %evl) {
  %r = call <4 x i8> @llvm.vp.sadd.sat.v4i8(<4 x i8> %a, <4 x i8> %b, <4 x i1> %m, i32 %evl)
  ret <4 x i8> %r
}

define <4 x i8> @t_uadd_sat(<4 x i8> %a, <4 x i8> %b, <4 x i1> %m, i32 %evl) {
  %r = call <4 x i8> @llvm.vp.uadd.sat.v4i8(<4 x i8> %a, <4 x i8> %b, <4 x i1> %m, i32 %evl)
  ret <4 x i8> %r
}

define <4 x i8> @t_ssub_sat(<4 x i8> %a, <4 x i8> %b, <4 x i1> %m, i32 %evl) {
  %r = call <4 x i8> @llvm.vp.ssub.sat.v4i8(<4 x i8> %a, <4 x i8> %b, <4 x i1> %m, i32 %evl)
  ret <4 x i8> %r
}

define <4 x i8> @t_usub_sat(<4 x i8> %a, <4 x i8> %b, <4 x i1> %m, i32 %evl) {
  %r = call <4 x i8> @llvm.vp.usub.sat.v4i8(<4 x i8> %a, <4 x i8> %b, <4 x i1> %m, i32 %evl)
  ret <4 x i8> %r
}

define <4 x i8> @t_fshl(<4 x i8> %a, <4 x i8> %b, <4 x i8> %c, <4 x i1> %m, i32 %evl) {
  %r = call <4 x i8> @llvm.vp.fshl.v4i8(<4 x i8> %a, <4 x i8> %b, <4 x i8> %c, <4 x i1> %m, i32 %evl)
  ret <4 x i8> %r
}

define <4 x i8> @t_fshr(<4 x i8> %a, <4 x i8> %b, <4 x i8> %c, <4 x i1> %m, i32 %evl) {
  %r = call <4 x i8> @llvm.vp.fshr.v4i8(<4 x i8> %a, <4 x i8> %b, <4 x i8> %c, <4 x i1> %m, i32 %evl)
  ret <4 x i8> %r
}
