; ERROR: the splice index 4 exceeds the range
declare <4 x i32> @llvm.vector.splice.v4i32(<4 x i32>, <4 x i32>, i32)
define <4 x i32> @f(<4 x i32> %a) {
  %r = call <4 x i32> @llvm.vector.splice.v4i32(<4 x i32> %a, <4 x i32> %a, i32 4)
  ret <4 x i32> %r
}
