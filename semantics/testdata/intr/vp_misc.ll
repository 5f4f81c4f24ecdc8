; experimental.vp.splat: "此本征函数使用标量参数的 evl 个元素 splat 向量。结果向量中被
; mask 禁用的通道是 poison。超出 evl 的元素是 poison。"
; experimental.vp.reverse: "此本征函数反转向量中前 evl 个元素的顺序。结果向量中被 mask
; 禁用的通道是 poison。超出 evl 的元素是 poison。" (so lane i < evl is vec[evl-1-i]).
; experimental.vp.strided.store: stores the enabled lanes at %ptr + i*%stride,
; "stride 始终解释为有符号整数" (a negative stride walks down); disabled lanes
; are not stored.
; masked.load / masked.store: a load and a select on the mask / a
; load-modify-store, "但掩码关闭的通道不被访问" (only the enabled lanes need
; to be in bounds: a masked-off lane past the object is not UB).
; vector.splice: from concat(%vec1, %vec2) starting at imm; a negative imm
; takes the -imm trailing elements of %vec1 ("llvm.vector.splice(<A,B,C,D>,
; <E,F,G,H>, -3) ==> <B, C, D, E>").
; RUN: @t_splat i32 7, <4 x i1> <i1 true, i1 false, i1 true, i1 true>, i32 3 -> <4 x i32> <i32 7, i32 poison, i32 7, i32 poison>
; RUN: @t_reverse <4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, i32 3 -> <4 x i32> <i32 3, i32 2, i32 1, i32 poison>
; RUN: @t_reverse <4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i1> <i1 true, i1 false, i1 true, i1 true>, i32 4 -> <4 x i32> <i32 4, i32 poison, i32 2, i32 1>
; RUN: @t_strided_store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i1> <i1 true, i1 false, i1 true, i1 true>, i32 3 -> <8 x i32> <i32 1, i32 0, i32 0, i32 0, i32 3, i32 0, i32 0, i32 0>
; RUN: @t_strided_store_neg <2 x i32> <i32 5, i32 6>, <2 x i1> <i1 true, i1 true>, i32 2 -> <4 x i32> <i32 0, i32 6, i32 0, i32 5>
; RUN: @t_masked_load <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x i32> <i32 -1, i32 -2, i32 -3, i32 -4> -> <4 x i32> <i32 10, i32 -2, i32 -3, i32 -4>
; RUN: @t_masked_load <4 x i1> <i1 true, i1 true, i1 true, i1 false>, <4 x i32> <i32 -1, i32 -2, i32 -3, i32 -4> -> UB
; RUN: @t_masked_store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i1> <i1 false, i1 true, i1 false, i1 false> -> <2 x i32> <i32 10, i32 2>
; RUN: @t_splice <4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32> <i32 5, i32 6, i32 7, i32 8> -> <4 x i32> <i32 2, i32 3, i32 4, i32 5>
; RUN: @t_splice_neg <4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32> <i32 5, i32 6, i32 7, i32 8> -> <4 x i32> <i32 2, i32 3, i32 4, i32 5>

define <4 x i32> @t_splat(i32 %x, <4 x i1> %m, i32 %evl) {
  %r = call <4 x i32> @llvm.experimental.vp.splat.v4i32(i32 %x, <4 x i1> %m, i32 %evl)
  ret <4 x i32> %r
}

define <4 x i32> @t_reverse(<4 x i32> %v, <4 x i1> %m, i32 %evl) {
  %r = call <4 x i32> @llvm.experimental.vp.reverse.v4i32(<4 x i32> %v, <4 x i1> %m, i32 %evl)
  ret <4 x i32> %r
}

define <8 x i32> @t_strided_store(<4 x i32> %v, <4 x i1> %m, i32 %evl) {
  %p = alloca <8 x i32>
  store <8 x i32> zeroinitializer, ptr %p
  call void @llvm.experimental.vp.strided.store.v4i32.i64(<4 x i32> %v, ptr %p, i64 8, <4 x i1> %m, i32 %evl)
  %r = load <8 x i32>, ptr %p
  ret <8 x i32> %r
}

define <4 x i32> @t_strided_store_neg(<2 x i32> %v, <2 x i1> %m, i32 %evl) {
  %p = alloca <4 x i32>
  store <4 x i32> zeroinitializer, ptr %p
  %end = getelementptr i8, ptr %p, i64 12
  call void @llvm.experimental.vp.strided.store.v2i32.i64(<2 x i32> %v, ptr %end, i64 -8, <2 x i1> %m, i32 %evl)
  %r = load <4 x i32>, ptr %p
  ret <4 x i32> %r
}

define <4 x i32> @t_masked_load(<4 x i1> %m, <4 x i32> %pass) {
  %p = alloca [2 x i32]
  store i32 10, ptr %p
  %q = getelementptr i32, ptr %p, i64 1
  store i32 20, ptr %q
  %r = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr %p, i32 4, <4 x i1> %m, <4 x i32> %pass)
  ret <4 x i32> %r
}

define <2 x i32> @t_masked_store(<4 x i32> %v, <4 x i1> %m) {
  %p = alloca [2 x i32]
  store <2 x i32> <i32 10, i32 20>, ptr %p, align 4
  call void @llvm.masked.store.v4i32.p0(<4 x i32> %v, ptr %p, i32 4, <4 x i1> %m)
  %r = load <2 x i32>, ptr %p, align 4
  ret <2 x i32> %r
}

define <4 x i32> @t_splice(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.vector.splice.v4i32(<4 x i32> %a, <4 x i32> %b, i32 1)
  ret <4 x i32> %r
}

define <4 x i32> @t_splice_neg(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.vector.splice.v4i32(<4 x i32> %a, <4 x i32> %b, i32 -3)
  ret <4 x i32> %r
}
