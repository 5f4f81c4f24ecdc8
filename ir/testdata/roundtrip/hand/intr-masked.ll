; masked load/store/gather/scatter/expandload/compressstore
declare <4 x i32> @llvm.masked.load.v4i32.p0(ptr, i32, <4 x i1>, <4 x i32>)
declare void @llvm.masked.store.v4i32.p0(<4 x i32>, ptr, i32, <4 x i1>)
declare <4 x float> @llvm.masked.gather.v4f32.v4p0(<4 x ptr>, i32, <4 x i1>, <4 x float>)
declare void @llvm.masked.scatter.v4f32.v4p0(<4 x float>, <4 x ptr>, i32, <4 x i1>)
declare <4 x i32> @llvm.masked.expandload.v4i32(ptr, <4 x i1>, <4 x i32>)
declare void @llvm.masked.compressstore.v4i32(<4 x i32>, ptr, <4 x i1>)
declare <vscale x 4 x i32> @llvm.masked.load.nxv4i32.p0(ptr, i32, <vscale x 4 x i1>, <vscale x 4 x i32>)
define void @f(ptr %p, <4 x i1> %m, <4 x ptr> %ps, <vscale x 4 x i1> %sm) {
  %l = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr %p, i32 4, <4 x i1> %m, <4 x i32> poison)
  call void @llvm.masked.store.v4i32.p0(<4 x i32> %l, ptr %p, i32 4, <4 x i1> %m)
  %g = call <4 x float> @llvm.masked.gather.v4f32.v4p0(<4 x ptr> %ps, i32 4, <4 x i1> <i1 true, i1 false, i1 true, i1 true>, <4 x float> zeroinitializer)
  call void @llvm.masked.scatter.v4f32.v4p0(<4 x float> %g, <4 x ptr> %ps, i32 4, <4 x i1> splat (i1 true))
  %e = call <4 x i32> @llvm.masked.expandload.v4i32(ptr %p, <4 x i1> %m, <4 x i32> undef)
  call void @llvm.masked.compressstore.v4i32(<4 x i32> %e, ptr %p, <4 x i1> %m)
  %s = call <vscale x 4 x i32> @llvm.masked.load.nxv4i32.p0(ptr %p, i32 16, <vscale x 4 x i1> %sm, <vscale x 4 x i32> zeroinitializer)
  ret void
}
