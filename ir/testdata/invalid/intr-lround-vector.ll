; ERROR: intrinsic does not support vectors
declare <2 x i32> @llvm.lround.v2i32.v2f32(<2 x float>)
define <2 x i32> @f(<2 x float> %x) {
  %r = call <2 x i32> @llvm.lround.v2i32.v2f32(<2 x float> %x)
  ret <2 x i32> %r
}
