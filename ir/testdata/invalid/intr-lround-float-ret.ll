; ERROR: intrinsic @llvm.lround.f32.f32 has incorrect return type float
declare float @llvm.lround.f32.f32(float)
define float @f(float %x) {
  %r = call float @llvm.lround.f32.f32(float %x)
  ret float %r
}
