; construct: llvm.lround and llvm.llround on vectors, lane-wise (LLVM 20 on; llvm-as-19 rejects them)
declare <2 x i32> @llvm.lround.v2i32.v2f32(<2 x float>)
declare <2 x i64> @llvm.llround.v2i64.v2f64(<2 x double>)

define <2 x i64> @f(<2 x float> %x, <2 x double> %y) {
  %r = call <2 x i32> @llvm.lround.v2i32.v2f32(<2 x float> %x)
  %s = call <2 x i64> @llvm.llround.v2i64.v2f64(<2 x double> %y)
  %w = sext <2 x i32> %r to <2 x i64>
  %t = add <2 x i64> %w, %s
  ret <2 x i64> %t
}
