; EXPECT: correct
; WHY: vector.reduce.fmax reduces in any order (LLVM's LangRef, "[LangRef] Adjust reduce.fmin/reduce.fmax behavior for sNaN", #196053): maxnum of the signaling NaN and the lane it meets first is a quiet NaN, which the next maxnum drops, so with lanes <x, y, 1.0, sNaN> the result may be x (AArch64 -O0 returns it)
define float @src(float %x, float %y) {
  %v0 = insertelement <4 x float> poison, float %x, i64 0
  %v1 = insertelement <4 x float> %v0, float %y, i64 1
  %v2 = insertelement <4 x float> %v1, float 1.0, i64 2
  %v3 = insertelement <4 x float> %v2, float 0x7FF0000020000000, i64 3
  %r = call float @llvm.vector.reduce.fmax.v4f32(<4 x float> %v3)
  ret float %r
}

define float @tgt(float %x, float %y) {
  %c = fcmp uno float %x, 0.0
  %r = select i1 %c, float 1.0, float %x
  ret float %r
}

declare float @llvm.vector.reduce.fmax.v4f32(<4 x float>)
