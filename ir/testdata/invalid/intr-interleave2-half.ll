; ERROR: intrinsic @llvm.vector.interleave2.v8i32 has incorrect argument type (parameter 0) <2 x i32> (expected <4 x i32>)
declare <8 x i32> @llvm.vector.interleave2.v8i32(<2 x i32>, <2 x i32>)
define <8 x i32> @f(<2 x i32> %a) {
  %r = call <8 x i32> @llvm.vector.interleave2.v8i32(<2 x i32> %a, <2 x i32> %a)
  ret <8 x i32> %r
}
