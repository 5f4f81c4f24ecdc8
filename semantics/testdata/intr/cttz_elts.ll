; llvm.experimental.cttz.elts(v, is_zero_poison): the number of trailing
; (lowest) zero elements; the element count when all are zero (poison
; when is_zero_poison); a result type too narrow for the count is
; undefined behaviour. (lli-22 gives 2, 4, 0 on the first three lines.)
; RUN: @cnt <4 x i32> <i32 0, i32 0, i32 5, i32 0> -> i8 2
; RUN: @cnt <4 x i32> <i32 0, i32 0, i32 0, i32 0> -> i8 4
; RUN: @cnt <4 x i32> <i32 1, i32 0, i32 0, i32 0> -> i8 0
; RUN: @zp <4 x i1> <i1 false, i1 false, i1 false, i1 false> -> i32 poison
; RUN: @zp <4 x i1> <i1 false, i1 true, i1 false, i1 false> -> i32 1
; RUN: @cnt <4 x i32> <i32 0, i32 poison, i32 5, i32 0> -> i8 poison
; RUN: @cnt <4 x i32> <i32 0, i32 undef, i32 5, i32 0> -> i8 0b000000??
; RUN: @narrow <4 x i8> <i8 0, i8 0, i8 0, i8 0> -> UB
; RUN: @zp <4 x i1> <i1 false, i1 undef, i1 false, i1 false> -> i32 poison
; RUN: @zp <4 x i1> <i1 false, i1 undef, i1 true, i1 false> -> i32 0b000000000000000000000000000000??

declare i8 @llvm.experimental.cttz.elts.i8.v4i32(<4 x i32>, i1 immarg)
declare i32 @llvm.experimental.cttz.elts.i32.v4i1(<4 x i1>, i1 immarg)
declare i2 @llvm.experimental.cttz.elts.i2.v4i8(<4 x i8>, i1 immarg)

define i8 @cnt(<4 x i32> %v) {
  %r = call i8 @llvm.experimental.cttz.elts.i8.v4i32(<4 x i32> %v, i1 false)
  ret i8 %r
}

define i32 @zp(<4 x i1> %v) {
  %r = call i32 @llvm.experimental.cttz.elts.i32.v4i1(<4 x i1> %v, i1 true)
  ret i32 %r
}

define i2 @narrow(<4 x i8> %v) {
  %r = call i2 @llvm.experimental.cttz.elts.i2.v4i8(<4 x i8> %v, i1 false)
  ret i2 %r
}
