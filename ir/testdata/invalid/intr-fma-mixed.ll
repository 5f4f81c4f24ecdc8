; ERROR: intrinsic @llvm.fma.f32 has incorrect argument type
declare float @llvm.fma.f32(float, double, float)
define float @f(float %x) {
  %r = call float @llvm.fma.f32(float %x, double 1.0, float %x)
  ret float %r
}
