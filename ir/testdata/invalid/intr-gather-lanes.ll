; ERROR: the vector of pointers must have as many elements as the vector of values
declare <2 x float> @llvm.masked.gather.v2f32.v4p0(<4 x ptr>, i32, <2 x i1>, <2 x float>)
define <2 x float> @f(<4 x ptr> %p, <2 x i1> %m) {
  %r = call <2 x float> @llvm.masked.gather.v2f32.v4p0(<4 x ptr> %p, i32 4, <2 x i1> %m, <2 x float> poison)
  ret <2 x float> %r
}
