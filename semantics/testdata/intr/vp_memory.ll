; vp.load, vp.store, experimental.vp.strided.load/store, vp.gather and
; vp.scatter are llvm.masked.load/store (gather/scatter) on the lanes the
; mask and %evl enable: a disabled lane of a load is poison, of a store
; is not written; %evl > W is UB. vp.cttz.elts: the index of the first
; enabled nonzero lane; with none, poison if the flag is true, else %evl.
; experimental.vp.splice: the evl2 lanes from imm of vec1[0..evl1) ++
; vec2[0..evl2); lanes past evl2 and masked-off lanes are poison.
; (lli-22 prints the same enabled lanes for every line that has no UB,
; then crashes: llc-22 too crashes selecting this <2 x i32> strided load
; on x86, in SelectionDAG::getStridedLoadVP.)
; RUN: @t_load <4 x i1> <i1 true, i1 false, i1 true, i1 true>, i32 3 -> <4 x i32> <i32 10, i32 poison, i32 30, i32 poison>
; RUN: @t_load <4 x i1> <i1 true, i1 true, i1 true, i1 true>, i32 5 -> UB
; RUN: @t_store <4 x i1> <i1 true, i1 false, i1 true, i1 true>, i32 3 -> i32 6
; RUN: @t_strided i64 8 -> <2 x i32> <i32 10, i32 30>
; RUN: @t_strided i64 -4 -> UB
; RUN: @t_gather <2 x i1> <i1 false, i1 true> -> <2 x i32> <i32 poison, i32 10>
; RUN: @t_scatter i32 2 -> i32 4
; RUN: @t_cttz_elts <4 x i32> <i32 0, i32 5, i32 0, i32 9>, <4 x i1> <i1 true, i1 false, i1 true, i1 true>, i32 4 -> i32 3
; RUN: @t_cttz_elts <4 x i32> <i32 0, i32 5, i32 0, i32 9>, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, i32 1 -> i32 1
; RUN: @t_cttz_elts_poison <4 x i32> <i32 0, i32 0, i32 0, i32 9>, i32 3 -> i32 poison
; RUN: @t_splice1 i32 3, i32 2 -> <4 x i32> <i32 2, i32 3, i32 poison, i32 poison>
; RUN: @t_splice_m1 i32 3, i32 3 -> <4 x i32> <i32 3, i32 5, i32 6, i32 poison>
; RUN: @t_splice3 i32 3, i32 3 -> UB
; RUN: @t_splice3 i32 4, i32 3 -> <4 x i32> <i32 4, i32 5, i32 6, i32 poison>

@a = global [4 x i32] [i32 10, i32 20, i32 30, i32 40]

define <4 x i32> @t_load(<4 x i1> %m, i32 %evl) {
  %r = call <4 x i32> @llvm.vp.load.v4i32.p0(ptr @a, <4 x i1> %m, i32 %evl)
  ret <4 x i32> %r
}

define i32 @t_store(<4 x i1> %m, i32 %evl) {
  %p = alloca [4 x i32]
  store [4 x i32] [i32 1, i32 2, i32 3, i32 4], ptr %p
  call void @llvm.vp.store.v4i32.p0(<4 x i32> <i32 0, i32 0, i32 0, i32 0>, ptr %p, <4 x i1> %m, i32 %evl)
  %v = load [4 x i32], ptr %p
  %x0 = extractvalue [4 x i32] %v, 0
  %x1 = extractvalue [4 x i32] %v, 1
  %x2 = extractvalue [4 x i32] %v, 2
  %x3 = extractvalue [4 x i32] %v, 3
  %s1 = add i32 %x0, %x1
  %s2 = add i32 %s1, %x2
  %s3 = add i32 %s2, %x3
  ret i32 %s3
}

define <2 x i32> @t_strided(i64 %stride) {
  %r = call <2 x i32> @llvm.experimental.vp.strided.load.v2i32.i64(ptr @a, i64 %stride, <2 x i1> <i1 true, i1 true>, i32 2)
  ret <2 x i32> %r
}

define <2 x i32> @t_gather(<2 x i1> %m) {
  %q = getelementptr i32, ptr @a, i64 0
  %p0 = insertelement <2 x ptr> poison, ptr %q, i64 0
  %p1 = insertelement <2 x ptr> %p0, ptr %q, i64 1
  %r = call <2 x i32> @llvm.vp.gather.v2i32.v2p0(<2 x ptr> %p1, <2 x i1> %m, i32 2)
  ret <2 x i32> %r
}

define i32 @t_scatter(i32 %evl) {
  %p = alloca [2 x i32]
  store [2 x i32] [i32 9, i32 9], ptr %p
  %q = getelementptr i32, ptr %p, i64 1
  %v0 = insertelement <2 x ptr> poison, ptr %p, i64 0
  %v1 = insertelement <2 x ptr> %v0, ptr %q, i64 1
  call void @llvm.vp.scatter.v2i32.v2p0(<2 x i32> <i32 2, i32 2>, <2 x ptr> %v1, <2 x i1> <i1 true, i1 true>, i32 %evl)
  %a = load i32, ptr %p
  %b = load i32, ptr %q
  %s = add i32 %a, %b
  ret i32 %s
}

define i32 @t_cttz_elts(<4 x i32> %v, <4 x i1> %m, i32 %evl) {
  %r = call i32 @llvm.vp.cttz.elts.i32.v4i32(<4 x i32> %v, i1 false, <4 x i1> %m, i32 %evl)
  ret i32 %r
}

define i32 @t_cttz_elts_poison(<4 x i32> %v, i32 %evl) {
  %r = call i32 @llvm.vp.cttz.elts.i32.v4i32(<4 x i32> %v, i1 true, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, i32 %evl)
  ret i32 %r
}

define <4 x i32> @t_splice1(i32 %evl1, i32 %evl2) {
  %r = call <4 x i32> @llvm.experimental.vp.splice.v4i32(<4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32> <i32 5, i32 6, i32 7, i32 8>, i32 1, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, i32 %evl1, i32 %evl2)
  ret <4 x i32> %r
}

define <4 x i32> @t_splice_m1(i32 %evl1, i32 %evl2) {
  %r = call <4 x i32> @llvm.experimental.vp.splice.v4i32(<4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32> <i32 5, i32 6, i32 7, i32 8>, i32 -1, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, i32 %evl1, i32 %evl2)
  ret <4 x i32> %r
}

define <4 x i32> @t_splice3(i32 %evl1, i32 %evl2) {
  %r = call <4 x i32> @llvm.experimental.vp.splice.v4i32(<4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32> <i32 5, i32 6, i32 7, i32 8>, i32 3, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, i32 %evl1, i32 %evl2)
  ret <4 x i32> %r
}

declare <4 x i32> @llvm.vp.load.v4i32.p0(ptr, <4 x i1>, i32)
declare void @llvm.vp.store.v4i32.p0(<4 x i32>, ptr, <4 x i1>, i32)
declare <2 x i32> @llvm.experimental.vp.strided.load.v2i32.i64(ptr, i64, <2 x i1>, i32)
declare <2 x i32> @llvm.vp.gather.v2i32.v2p0(<2 x ptr>, <2 x i1>, i32)
declare void @llvm.vp.scatter.v2i32.v2p0(<2 x i32>, <2 x ptr>, <2 x i1>, i32)
declare i32 @llvm.vp.cttz.elts.i32.v4i32(<4 x i32>, i1 immarg, <4 x i1>, i32)
declare <4 x i32> @llvm.experimental.vp.splice.v4i32(<4 x i32>, <4 x i32>, i32 immarg, <4 x i1>, i32, i32)
