; llvm.get.active.lane.mask(base, n): lane i is base + i < n, unsigned and
; without overflow (a lane past 2^N is false); n = 0 gives poison (the
; Language Reference); undetermined operands give lanes that may be
; either. (lli-22 gives 3 set lanes for @count 5, 3.)
; RUN: @mask i64 5, i64 7 -> <4 x i1> <i1 true, i1 true, i1 false, i1 false>
; RUN: @mask i64 -2, i64 -1 -> <4 x i1> <i1 true, i1 false, i1 false, i1 false>
; RUN: @mask i64 0, i64 0 -> <4 x i1> <i1 poison, i1 poison, i1 poison, i1 poison>
; RUN: @mask i64 poison, i64 3 -> <4 x i1> <i1 poison, i1 poison, i1 poison, i1 poison>
; RUN: @count i32 5, i32 8 -> i32 3

declare <4 x i1> @llvm.get.active.lane.mask.v4i1.i64(i64, i64)
declare <4 x i1> @llvm.get.active.lane.mask.v4i1.i32(i32, i32)
declare i4 @llvm.ctpop.i4(i4)

define <4 x i1> @mask(i64 %b, i64 %n) {
  %m = call <4 x i1> @llvm.get.active.lane.mask.v4i1.i64(i64 %b, i64 %n)
  ret <4 x i1> %m
}

define i32 @count(i32 %b, i32 %n) {
  %m = call <4 x i1> @llvm.get.active.lane.mask.v4i1.i32(i32 %b, i32 %n)
  %i = bitcast <4 x i1> %m to i4
  %c = call i4 @llvm.ctpop.i4(i4 %i)
  %z = zext i4 %c to i32
  ret i32 %z
}
