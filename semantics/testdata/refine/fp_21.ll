; EXPECT: correct
; WHY: llvm.minimum is commutative, including minimum(-0.0, +0.0) = -0.0 and NaN propagation
declare float @llvm.minimum.f32(float, float)

define float @src(float %x, float %y) {
  %m = call float @llvm.minimum.f32(float %x, float %y)
  ret float %m
}

define float @tgt(float %x, float %y) {
  %m = call float @llvm.minimum.f32(float %y, float %x)
  ret float %m
}
