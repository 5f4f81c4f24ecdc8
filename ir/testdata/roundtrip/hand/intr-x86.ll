; a few target-specific intrinsics
declare void @llvm.x86.sse2.pause()
declare i64 @llvm.x86.rdtsc()
declare <4 x float> @llvm.x86.sse.rcp.ps(<4 x float>)
declare i32 @llvm.x86.sse42.crc32.32.32(i32, i32)
declare void @llvm.x86.sse2.lfence()
define void @f(<4 x float> %v, i32 %a) {
  call void @llvm.x86.sse2.pause()
  %t = call i64 @llvm.x86.rdtsc()
  %r = call <4 x float> @llvm.x86.sse.rcp.ps(<4 x float> %v)
  %c = call i32 @llvm.x86.sse42.crc32.32.32(i32 %a, i32 1)
  call void @llvm.x86.sse2.lfence()
  ret void
}
