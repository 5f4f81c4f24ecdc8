; ERROR: intrinsic @llvm.uadd.sat.f32 has incorrect return type float
declare float @llvm.uadd.sat.f32(float, float)
define float @f(float %x) {
  %r = call float @llvm.uadd.sat.f32(float %x, float %x)
  ret float %r
}
