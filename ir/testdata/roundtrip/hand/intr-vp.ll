; vector-predicated intrinsics
declare <4 x i32> @llvm.vp.add.v4i32(<4 x i32>, <4 x i32>, <4 x i1>, i32)
declare <vscale x 2 x double> @llvm.vp.fmul.nxv2f64(<vscale x 2 x double>, <vscale x 2 x double>, <vscale x 2 x i1>, i32)
declare <4 x i32> @llvm.vp.load.v4i32.p0(ptr, <4 x i1>, i32)
declare void @llvm.vp.store.v4i32.p0(<4 x i32>, ptr, <4 x i1>, i32)
declare i32 @llvm.vp.reduce.add.v4i32(i32, <4 x i32>, <4 x i1>, i32)
declare <4 x i1> @llvm.vp.icmp.v4i32(<4 x i32>, <4 x i32>, metadata, <4 x i1>, i32)
define void @f(<4 x i32> %a, <4 x i1> %m, i32 %evl, ptr %p, <vscale x 2 x double> %d, <vscale x 2 x i1> %sm) {
  %s = call <4 x i32> @llvm.vp.add.v4i32(<4 x i32> %a, <4 x i32> %a, <4 x i1> %m, i32 %evl)
  %f = call fast <vscale x 2 x double> @llvm.vp.fmul.nxv2f64(<vscale x 2 x double> %d, <vscale x 2 x double> %d, <vscale x 2 x i1> %sm, i32 %evl)
  %l = call <4 x i32> @llvm.vp.load.v4i32.p0(ptr align 4 %p, <4 x i1> %m, i32 %evl)
  call void @llvm.vp.store.v4i32.p0(<4 x i32> %l, ptr %p, <4 x i1> %m, i32 4)
  %r = call i32 @llvm.vp.reduce.add.v4i32(i32 0, <4 x i32> %l, <4 x i1> %m, i32 %evl)
  %c = call <4 x i1> @llvm.vp.icmp.v4i32(<4 x i32> %a, <4 x i32> %l, metadata !"slt", <4 x i1> %m, i32 %evl)
  ret void
}
