; EXPECT: incorrect
; WHY: minnum returns the non-NaN operand, while fcmp olt + select returns y when y is NaN
declare float @llvm.minnum.f32(float, float)

define float @src(float noundef %x, float noundef %y) {
  %m = call float @llvm.minnum.f32(float %x, float %y)
  ret float %m
}

define float @tgt(float noundef %x, float noundef %y) {
  %c = fcmp olt float %x, %y
  %m = select i1 %c, float %x, float %y
  ret float %m
}
