; vector insert/extract/reverse/splice/stepvector/interleave/active lane mask, vscale
declare <vscale x 4 x i32> @llvm.vector.insert.nxv4i32.v4i32(<vscale x 4 x i32>, <4 x i32>, i64)
declare <4 x i32> @llvm.vector.extract.v4i32.nxv4i32(<vscale x 4 x i32>, i64)
declare <8 x i16> @llvm.vector.reverse.v8i16(<8 x i16>)
declare <vscale x 4 x i32> @llvm.vector.splice.nxv4i32(<vscale x 4 x i32>, <vscale x 4 x i32>, i32)
declare <vscale x 4 x i32> @llvm.experimental.stepvector.nxv4i32()
declare <8 x i32> @llvm.vector.interleave2.v8i32(<4 x i32>, <4 x i32>)
declare { <4 x i32>, <4 x i32> } @llvm.vector.deinterleave2.v8i32(<8 x i32>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare i64 @llvm.vscale.i64()
define void @f(<vscale x 4 x i32> %s, <4 x i32> %v, <8 x i16> %h, i64 %n) vscale_range(1, 16) {
  %a = call <vscale x 4 x i32> @llvm.vector.insert.nxv4i32.v4i32(<vscale x 4 x i32> %s, <4 x i32> %v, i64 0)
  %b = call <4 x i32> @llvm.vector.extract.v4i32.nxv4i32(<vscale x 4 x i32> %a, i64 4)
  %c = call <8 x i16> @llvm.vector.reverse.v8i16(<8 x i16> %h)
  %d = call <vscale x 4 x i32> @llvm.vector.splice.nxv4i32(<vscale x 4 x i32> %a, <vscale x 4 x i32> %s, i32 -1)
  %e = call <vscale x 4 x i32> @llvm.experimental.stepvector.nxv4i32()
  %f = call <8 x i32> @llvm.vector.interleave2.v8i32(<4 x i32> %v, <4 x i32> %b)
  %g = call { <4 x i32>, <4 x i32> } @llvm.vector.deinterleave2.v8i32(<8 x i32> %f)
  %m = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 0, i64 %n)
  %vs = call i64 @llvm.vscale.i64()
  ret void
}
