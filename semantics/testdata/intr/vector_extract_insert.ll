; llvm.vector.extract(vec, idx): lanes idx to idx+m-1; llvm.vector.insert(
; vec, sub, idx): vec with those lanes replaced by sub; indices past the
; end give poison (fixed vectors). (lli-22 gives 3 for @ext_lane and 9
; for @ins_lane.)
; RUN: @ext <4 x i32> <i32 1, i32 2, i32 3, i32 4> -> <2 x i32> <i32 3, i32 4>
; RUN: @ins <4 x i32> <i32 1, i32 2, i32 3, i32 4>, <2 x i32> <i32 8, i32 9> -> <4 x i32> <i32 1, i32 2, i32 8, i32 9>
; RUN: @ext_lane -> i32 3
; RUN: @ins_lane -> i32 9
; RUN: @ins_first <4 x i32> <i32 1, i32 2, i32 3, i32 4>, <2 x i32> <i32 poison, i32 9> -> <4 x i32> <i32 poison, i32 9, i32 3, i32 4>

declare <2 x i32> @llvm.vector.extract.v2i32.v4i32(<4 x i32>, i64 immarg)
declare <4 x i32> @llvm.vector.insert.v4i32.v2i32(<4 x i32>, <2 x i32>, i64 immarg)

define <2 x i32> @ext(<4 x i32> %v) {
  %r = call <2 x i32> @llvm.vector.extract.v2i32.v4i32(<4 x i32> %v, i64 2)
  ret <2 x i32> %r
}

define <4 x i32> @ins(<4 x i32> %v, <2 x i32> %s) {
  %r = call <4 x i32> @llvm.vector.insert.v4i32.v2i32(<4 x i32> %v, <2 x i32> %s, i64 2)
  ret <4 x i32> %r
}

define <4 x i32> @ins_first(<4 x i32> %v, <2 x i32> %s) {
  %r = call <4 x i32> @llvm.vector.insert.v4i32.v2i32(<4 x i32> %v, <2 x i32> %s, i64 0)
  ret <4 x i32> %r
}

define i32 @ext_lane() {
  %r = call <2 x i32> @llvm.vector.extract.v2i32.v4i32(<4 x i32> <i32 1, i32 2, i32 3, i32 4>, i64 2)
  %e = extractelement <2 x i32> %r, i64 0
  ret i32 %e
}

define i32 @ins_lane() {
  %r = call <4 x i32> @llvm.vector.insert.v4i32.v2i32(<4 x i32> <i32 1, i32 2, i32 3, i32 4>, <2 x i32> <i32 8, i32 9>, i64 2)
  %e = extractelement <4 x i32> %r, i64 3
  ret i32 %e
}
