; llvm.vector.interleave2(a, b) = <a0, b0, a1, b1, ...>. The Language
; Reference's example: interleave2(<0, 2>, <1, 3>) = <0, 1, 2, 3>. (lli-22
; gives 3 for @lane3.)
; RUN: @il <2 x i64> <i64 0, i64 2>, <2 x i64> <i64 1, i64 3> -> <4 x i64> <i64 0, i64 1, i64 2, i64 3>
; RUN: @il <2 x i64> <i64 poison, i64 2>, <2 x i64> <i64 1, i64 3> -> <4 x i64> <i64 poison, i64 1, i64 2, i64 3>
; RUN: @lane3 -> i64 3

declare <4 x i64> @llvm.vector.interleave2.v4i64(<2 x i64>, <2 x i64>)

define <4 x i64> @il(<2 x i64> %a, <2 x i64> %b) {
  %r = call <4 x i64> @llvm.vector.interleave2.v4i64(<2 x i64> %a, <2 x i64> %b)
  ret <4 x i64> %r
}

define i64 @lane3() {
  %r = call <4 x i64> @llvm.vector.interleave2.v4i64(<2 x i64> <i64 0, i64 2>, <2 x i64> <i64 1, i64 3>)
  %e = extractelement <4 x i64> %r, i64 3
  ret i64 %e
}
