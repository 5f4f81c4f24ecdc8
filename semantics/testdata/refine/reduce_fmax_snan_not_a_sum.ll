; EXPECT: incorrect
; WHY: with a signaling NaN lane the unordered fmax reduction gives a quiet NaN or one of the lanes, never a value no lane has (x + 1.0)
define float @src(float %x) {
  %v0 = insertelement <2 x float> poison, float %x, i64 0
  %v1 = insertelement <2 x float> %v0, float 0x7FF0000020000000, i64 1
  %r = call float @llvm.vector.reduce.fmax.v2f32(<2 x float> %v1)
  ret float %r
}

define float @tgt(float %x) {
  %r = fadd float %x, 1.0
  ret float %r
}

declare float @llvm.vector.reduce.fmax.v2f32(<2 x float>)
