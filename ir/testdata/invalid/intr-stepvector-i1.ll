; ERROR: bit width of at least 8
declare <4 x i1> @llvm.experimental.stepvector.v4i1()
define <4 x i1> @f() {
  %r = call <4 x i1> @llvm.experimental.stepvector.v4i1()
  ret <4 x i1> %r
}
