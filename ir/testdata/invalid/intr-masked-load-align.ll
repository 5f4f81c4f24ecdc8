; ERROR: alignment 3 must be a power of 2
declare <4 x i32> @llvm.masked.load.v4i32.p0(ptr, i32, <4 x i1>, <4 x i32>)
define <4 x i32> @f(ptr %p, <4 x i1> %m) {
  %r = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr %p, i32 3, <4 x i1> %m, <4 x i32> poison)
  ret <4 x i32> %r
}
