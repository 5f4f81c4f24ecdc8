; ERROR: return type and arguments must have the same number of elements
declare <2 x i8> @llvm.ucmp.v2i8.v4i32(<4 x i32>, <4 x i32>)
define <2 x i8> @f(<4 x i32> %x) {
  %r = call <2 x i8> @llvm.ucmp.v2i8.v4i32(<4 x i32> %x, <4 x i32> %x)
  ret <2 x i8> %r
}
