; llvm.vector.deinterleave2(v) = {even lanes, odd lanes}. The Language
; Reference's example: deinterleave2(<0, 1, 2, 3>) = {<0, 2>, <1, 3>}.
; (lli-22 gives 3 for @odd1.)
; RUN: @dl <4 x i64> <i64 0, i64 1, i64 2, i64 3> -> { <2 x i64>, <2 x i64> } { <2 x i64> <i64 0, i64 2>, <2 x i64> <i64 1, i64 3> }
; RUN: @odd1 -> i64 3
; RUN: @roundtrip <4 x i8> <i8 9, i8 8, i8 7, i8 6> -> <4 x i8> <i8 9, i8 8, i8 7, i8 6>

declare { <2 x i64>, <2 x i64> } @llvm.vector.deinterleave2.v4i64(<4 x i64>)
declare { <2 x i8>, <2 x i8> } @llvm.vector.deinterleave2.v4i8(<4 x i8>)
declare <4 x i8> @llvm.vector.interleave2.v4i8(<2 x i8>, <2 x i8>)

define { <2 x i64>, <2 x i64> } @dl(<4 x i64> %v) {
  %r = call { <2 x i64>, <2 x i64> } @llvm.vector.deinterleave2.v4i64(<4 x i64> %v)
  ret { <2 x i64>, <2 x i64> } %r
}

define i64 @odd1() {
  %r = call { <2 x i64>, <2 x i64> } @llvm.vector.deinterleave2.v4i64(<4 x i64> <i64 0, i64 1, i64 2, i64 3>)
  %o = extractvalue { <2 x i64>, <2 x i64> } %r, 1
  %e = extractelement <2 x i64> %o, i64 1
  ret i64 %e
}

define <4 x i8> @roundtrip(<4 x i8> %v) {
  %r = call { <2 x i8>, <2 x i8> } @llvm.vector.deinterleave2.v4i8(<4 x i8> %v)
  %a = extractvalue { <2 x i8>, <2 x i8> } %r, 0
  %b = extractvalue { <2 x i8>, <2 x i8> } %r, 1
  %i = call <4 x i8> @llvm.vector.interleave2.v4i8(<2 x i8> %a, <2 x i8> %b)
  ret <4 x i8> %i
}
