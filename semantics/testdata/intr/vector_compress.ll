; llvm.experimental.vector.compress(v, mask, passthru) (LLVM 19 on; LLVM 22
; does not know it as llvm.vector.compress): the lanes of v the mask selects, in order from lane 0, then
; passthru's lanes at the remaining positions; a poison mask lane makes
; every lane poison, an undef one every lane undef. (lli-22 gives 40 for
; @lane1 and 7 for @tail.)
; RUN: @c <4 x i32> <i32 10, i32 20, i32 30, i32 40>, <4 x i1> <i1 false, i1 true, i1 false, i1 true>, <4 x i32> <i32 5, i32 6, i32 7, i32 8> -> <4 x i32> <i32 20, i32 40, i32 7, i32 8>
; RUN: @c <4 x i32> <i32 10, i32 20, i32 30, i32 40>, <4 x i1> <i1 false, i1 false, i1 false, i1 false>, <4 x i32> <i32 5, i32 6, i32 7, i32 8> -> <4 x i32> <i32 5, i32 6, i32 7, i32 8>
; RUN: @c <4 x i32> <i32 10, i32 20, i32 30, i32 40>, <4 x i1> <i1 true, i1 poison, i1 false, i1 true>, <4 x i32> <i32 5, i32 6, i32 7, i32 8> -> <4 x i32> <i32 poison, i32 poison, i32 poison, i32 poison>
; RUN: @c <4 x i32> <i32 10, i32 20, i32 30, i32 40>, <4 x i1> <i1 true, i1 undef, i1 false, i1 true>, <4 x i32> <i32 5, i32 6, i32 7, i32 8> -> <4 x i32> <i32 undef, i32 undef, i32 undef, i32 undef>
; RUN: @lane1 -> i32 40
; RUN: @tail -> i32 7
; RUN: @old <2 x float> <float 1.0, float 2.0>, <2 x i1> <i1 false, i1 true> -> <2 x float> <float 2.000000e+00, float undef>

declare <4 x i32> @llvm.experimental.vector.compress.v4i32(<4 x i32>, <4 x i1>, <4 x i32>)
declare <2 x float> @llvm.experimental.vector.compress.v2f32(<2 x float>, <2 x i1>, <2 x float>)

define <4 x i32> @c(<4 x i32> %v, <4 x i1> %m, <4 x i32> %p) {
  %r = call <4 x i32> @llvm.experimental.vector.compress.v4i32(<4 x i32> %v, <4 x i1> %m, <4 x i32> %p)
  ret <4 x i32> %r
}

define i32 @lane1() {
  %r = call <4 x i32> @llvm.experimental.vector.compress.v4i32(<4 x i32> <i32 10, i32 20, i32 30, i32 40>, <4 x i1> <i1 false, i1 true, i1 false, i1 true>, <4 x i32> <i32 5, i32 6, i32 7, i32 8>)
  %e = extractelement <4 x i32> %r, i64 1
  ret i32 %e
}

define i32 @tail() {
  %r = call <4 x i32> @llvm.experimental.vector.compress.v4i32(<4 x i32> <i32 10, i32 20, i32 30, i32 40>, <4 x i1> <i1 false, i1 true, i1 false, i1 true>, <4 x i32> <i32 5, i32 6, i32 7, i32 8>)
  %e = extractelement <4 x i32> %r, i64 2
  ret i32 %e
}

; An undef passthru leaves the lanes after the selected ones undef.
define <2 x float> @old(<2 x float> %v, <2 x i1> %m) {
  %r = call <2 x float> @llvm.experimental.vector.compress.v2f32(<2 x float> %v, <2 x i1> %m, <2 x float> undef)
  ret <2 x float> %r
}
