; llvm.vp.abs, bitreverse, bswap, ctpop, cttz: the plain unary operation on
; the enabled lanes; "禁用通道上的结果是 poison value". vp.abs with
; is_int_min_poison true: INT_MIN gives poison on an enabled lane too.
; RUN: @t_abs <4 x i8> <i8 -128, i8 18, i8 7, i8 -1>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x i8> <i8 -128, i8 18, i8 poison, i8 poison>
; RUN: @t_bitreverse <4 x i8> <i8 -128, i8 18, i8 7, i8 -1>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x i8> <i8 1, i8 72, i8 poison, i8 poison>
; RUN: @t_ctpop <4 x i8> <i8 -128, i8 18, i8 7, i8 -1>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x i8> <i8 1, i8 2, i8 poison, i8 poison>
; RUN: @t_cttz <4 x i8> <i8 -128, i8 18, i8 7, i8 -1>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x i8> <i8 7, i8 1, i8 poison, i8 poison>
; RUN: @t_abs_poison <4 x i8> <i8 -128, i8 18, i8 7, i8 -1>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x i8> <i8 poison, i8 18, i8 poison, i8 poison>
; RUN: @t_bswap <4 x i16> <i16 4660, i16 255, i16 1, i16 2>, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 3 -> <4 x i16> <i16 13330, i16 -256, i16 poison, i16 poison>

define <4 x i8> @t_abs(<4 x i8> %a, <4 x i1> %m, i32 %evl) {
  %r = call <4 x i8> @llvm.vp.abs.v4i8(<4 x i8> %a, i1 false, <4 x i1> %m, i32 %evl)
  ret <4 x i8> %r
}

define <4 x i8> @t_bitreverse(<4 x i8> %a, <4 x i1> %m, i32 %evl) {
  %r = call <4 x i8> @llvm.vp.bitreverse.v4i8(<4 x i8> %a, <4 x i1> %m, i32 %evl)
  ret <4 x i8> %r
}

define <4 x i8> @t_ctpop(<4 x i8> %a, <4 x i1> %m, i32 %evl) {
  %r = call <4 x i8> @llvm.vp.ctpop.v4i8(<4 x i8> %a, <4 x i1> %m, i32 %evl)
  ret <4 x i8> %r
}

define <4 x i8> @t_cttz(<4 x i8> %a, <4 x i1> %m, i32 %evl) {
  %r = call <4 x i8> @llvm.vp.cttz.v4i8(<4 x i8> %a, i1 false, <4 x i1> %m, i32 %evl)
  ret <4 x i8> %r
}

define <4 x i8> @t_abs_poison(<4 x i8> %a, <4 x i1> %m, i32 %evl) {
  %r = call <4 x i8> @llvm.vp.abs.v4i8(<4 x i8> %a, i1 true, <4 x i1> %m, i32 %evl)
  ret <4 x i8> %r
}

define <4 x i16> @t_bswap(<4 x i16> %a, <4 x i1> %m, i32 %evl) {
  %r = call <4 x i16> @llvm.vp.bswap.v4i16(<4 x i16> %a, <4 x i1> %m, i32 %evl)
  ret <4 x i16> %r
}
