; integer min/max/abs/scmp/ucmp intrinsics
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.smax.i32(i32, i32)
declare <4 x i32> @llvm.umin.v4i32(<4 x i32>, <4 x i32>)
declare i64 @llvm.umax.i64(i64, i64)
declare i32 @llvm.abs.i32(i32, i1)
declare i8 @llvm.scmp.i8.i32(i32, i32)
declare <2 x i2> @llvm.ucmp.v2i2.v2i64(<2 x i64>, <2 x i64>)
define i32 @f(i32 %a, i32 %b, <4 x i32> %v, i64 %w, <2 x i64> %x) {
  %1 = call i32 @llvm.smin.i32(i32 %a, i32 %b)
  %2 = call i32 @llvm.smax.i32(i32 %1, i32 0)
  %3 = call <4 x i32> @llvm.umin.v4i32(<4 x i32> %v, <4 x i32> splat (i32 10))
  %4 = call i64 @llvm.umax.i64(i64 %w, i64 1)
  %5 = call i32 @llvm.abs.i32(i32 %2, i1 true)
  %6 = call i8 @llvm.scmp.i8.i32(i32 %a, i32 %b)
  %7 = call <2 x i2> @llvm.ucmp.v2i2.v2i64(<2 x i64> %x, <2 x i64> zeroinitializer)
  ret i32 %5
}
