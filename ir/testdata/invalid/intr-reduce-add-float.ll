; ERROR: intrinsic @llvm.vector.reduce.add.v4f32 has incorrect argument type
declare float @llvm.vector.reduce.add.v4f32(<4 x float>)
define float @f(<4 x float> %v) {
  %r = call float @llvm.vector.reduce.add.v4f32(<4 x float> %v)
  ret float %r
}
