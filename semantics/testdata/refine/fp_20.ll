; EXPECT: incorrect
; WHY: llvm.maximum propagates NaN, llvm.maxnum returns the other operand: x=1.0, y=NaN
declare float @llvm.maximum.f32(float, float)
declare float @llvm.maxnum.f32(float, float)

define float @src(float %x, float %y) {
  %m = call float @llvm.maximum.f32(float %x, float %y)
  ret float %m
}

define float @tgt(float %x, float %y) {
  %m = call float @llvm.maxnum.f32(float %x, float %y)
  ret float %m
}
