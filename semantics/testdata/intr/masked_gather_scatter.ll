; llvm.masked.gather and llvm.masked.scatter: a conditional scalar load or
; store per lane through that lane's pointer (scatter in lane order where
; addresses overlap), masked-off lanes untouched (gather: from passthru);
; here the form before LLVM 22, with an immediate alignment (see
; masked_gather_scatter22.ll). A poison pointer in a selected lane is
; undefined behaviour, in a masked-off lane nothing. (lli-22, which reads
; this form as its own, gives 42, 7, 2 on @gather_sum, @masked_off,
; @overlap.)
; RUN: @gather_sum -> i32 42
; RUN: @masked_off -> i32 7
; RUN: @overlap -> i32 2
; RUN: @poison_lane_on -> UB
; RUN: @poison_lane_off -> i32 5
; RUN: @misaligned -> UB

declare <2 x i32> @llvm.masked.gather.v2i32.v2p0(<2 x ptr>, i32 immarg, <2 x i1>, <2 x i32>)
declare void @llvm.masked.scatter.v2i32.v2p0(<2 x i32>, <2 x ptr>, i32 immarg, <2 x i1>)

define i32 @gather_sum() {
  %a = alloca [4 x i32]
  store i32 40, ptr %a
  %p3 = getelementptr i32, ptr %a, i64 3
  store i32 2, ptr %p3
  %v0 = insertelement <2 x ptr> poison, ptr %p3, i64 0
  %v = insertelement <2 x ptr> %v0, ptr %a, i64 1
  %g = call <2 x i32> @llvm.masked.gather.v2i32.v2p0(<2 x ptr> %v, i32 4, <2 x i1> <i1 true, i1 true>, <2 x i32> poison)
  %x = extractelement <2 x i32> %g, i64 0
  %y = extractelement <2 x i32> %g, i64 1
  %s = add i32 %x, %y
  ret i32 %s
}

define i32 @masked_off() {
  %a = alloca i32
  store i32 1, ptr %a
  %v0 = insertelement <2 x ptr> poison, ptr %a, i64 0
  %v = insertelement <2 x ptr> %v0, ptr %a, i64 1
  %g = call <2 x i32> @llvm.masked.gather.v2i32.v2p0(<2 x ptr> %v, i32 4, <2 x i1> <i1 false, i1 true>, <2 x i32> <i32 6, i32 0>)
  %x = extractelement <2 x i32> %g, i64 0
  %y = extractelement <2 x i32> %g, i64 1
  %s = add i32 %x, %y
  ret i32 %s
}

; Both lanes store to one address: lane 1's value is the last.
define i32 @overlap() {
  %a = alloca i32
  %v0 = insertelement <2 x ptr> poison, ptr %a, i64 0
  %v = insertelement <2 x ptr> %v0, ptr %a, i64 1
  call void @llvm.masked.scatter.v2i32.v2p0(<2 x i32> <i32 1, i32 2>, <2 x ptr> %v, i32 4, <2 x i1> <i1 true, i1 true>)
  %r = load i32, ptr %a
  ret i32 %r
}

define i32 @poison_lane_on() {
  %a = alloca i32
  %v = insertelement <2 x ptr> poison, ptr %a, i64 0
  call void @llvm.masked.scatter.v2i32.v2p0(<2 x i32> <i32 1, i32 2>, <2 x ptr> %v, i32 4, <2 x i1> <i1 true, i1 true>)
  ret i32 0
}

define i32 @poison_lane_off() {
  %a = alloca i32
  %v = insertelement <2 x ptr> poison, ptr %a, i64 0
  call void @llvm.masked.scatter.v2i32.v2p0(<2 x i32> <i32 5, i32 2>, <2 x ptr> %v, i32 4, <2 x i1> <i1 true, i1 false>)
  %r = load i32, ptr %a
  ret i32 %r
}

define i32 @misaligned() {
  %a = alloca [2 x i32], align 4
  %p = getelementptr i8, ptr %a, i64 2
  %v = insertelement <2 x ptr> poison, ptr %p, i64 0
  call void @llvm.masked.scatter.v2i32.v2p0(<2 x i32> <i32 5, i32 2>, <2 x ptr> %v, i32 4, <2 x i1> <i1 true, i1 false>)
  ret i32 0
}
