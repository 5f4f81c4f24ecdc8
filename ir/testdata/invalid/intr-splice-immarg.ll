; ERROR: immarg operand has non-immediate parameter
declare <4 x i32> @llvm.vector.splice.v4i32(<4 x i32>, <4 x i32>, i32)
define <4 x i32> @f(<4 x i32> %a, <4 x i32> %b, i32 %i) {
  %r = call <4 x i32> @llvm.vector.splice.v4i32(<4 x i32> %a, <4 x i32> %b, i32 %i)
  ret <4 x i32> %r
}
