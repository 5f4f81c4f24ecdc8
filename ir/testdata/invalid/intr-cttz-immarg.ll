; ERROR: immarg operand has non-immediate parameter
declare <2 x i8> @llvm.cttz.v2i8(<2 x i8>, i1)
define <2 x i8> @f(<2 x i8> %x, i1 %b) {
  %r = call <2 x i8> @llvm.cttz.v2i8(<2 x i8> %x, i1 %b)
  ret <2 x i8> %r
}
