; conversion intrinsics: fptosi.sat, fptoui.sat, convert.to.fp16, fptrunc.round
declare i32 @llvm.fptosi.sat.i32.f64(double)
declare <4 x i8> @llvm.fptoui.sat.v4i8.v4f32(<4 x float>)
declare i16 @llvm.convert.to.fp16.f32(float)
declare float @llvm.convert.from.fp16.f32(i16)
declare half @llvm.fptrunc.round.f16.f32(float, metadata)
define void @f(double %d, <4 x float> %v, float %x) {
  %a = call i32 @llvm.fptosi.sat.i32.f64(double %d)
  %b = call <4 x i8> @llvm.fptoui.sat.v4i8.v4f32(<4 x float> %v)
  %c = call i16 @llvm.convert.to.fp16.f32(float %x)
  %e = call float @llvm.convert.from.fp16.f32(i16 %c)
  %h = call half @llvm.fptrunc.round.f16.f32(float %x, metadata !"round.upward")
  ret void
}
