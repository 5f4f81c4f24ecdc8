; ERROR: the vectors must have the same element type
declare <2 x float> @llvm.vector.extract.v2f32.v4i32(<4 x i32>, i64)
define <2 x float> @f(<4 x i32> %v) {
  %r = call <2 x float> @llvm.vector.extract.v2f32.v4i32(<4 x i32> %v, i64 0)
  ret <2 x float> %r
}
