; ERROR: intrinsic @llvm.experimental.stepvector.v4f32 has incorrect return type
declare <4 x float> @llvm.experimental.stepvector.v4f32()
define <4 x float> @f() {
  %r = call <4 x float> @llvm.experimental.stepvector.v4f32()
  ret <4 x float> %r
}
