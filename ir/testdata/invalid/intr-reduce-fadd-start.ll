; ERROR: intrinsic @llvm.vector.reduce.fadd.v4f32 has incorrect
declare float @llvm.vector.reduce.fadd.v4f32(double, <4 x float>)
define float @f(<4 x float> %v) {
  %r = call float @llvm.vector.reduce.fadd.v4f32(double 0.0, <4 x float> %v)
  ret float %r
}
