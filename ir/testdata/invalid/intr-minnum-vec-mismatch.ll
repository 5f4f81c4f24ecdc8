; ERROR: intrinsic @llvm.minnum.v2f32 has incorrect argument type
declare <2 x float> @llvm.minnum.v2f32(<2 x float>, <4 x float>)
define <2 x float> @f(<2 x float> %x) {
  %r = call <2 x float> @llvm.minnum.v2f32(<2 x float> %x, <4 x float> zeroinitializer)
  ret <2 x float> %r
}
