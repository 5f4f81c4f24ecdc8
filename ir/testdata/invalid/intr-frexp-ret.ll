; ERROR: intrinsic @llvm.frexp.f32.i32 has incorrect return type float
declare float @llvm.frexp.f32.i32(float)
define float @f(float %x) {
  %r = call float @llvm.frexp.f32.i32(float %x)
  ret float %r
}
