; bit manipulation intrinsics
declare i32 @llvm.ctpop.i32(i32)
declare i64 @llvm.ctlz.i64(i64, i1)
declare <4 x i16> @llvm.cttz.v4i16(<4 x i16>, i1)
declare i32 @llvm.bswap.i32(i32)
declare i8 @llvm.bitreverse.i8(i8)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare <2 x i64> @llvm.fshr.v2i64(<2 x i64>, <2 x i64>, <2 x i64>)
declare i128 @llvm.ctpop.i128(i128)
define i32 @f(i32 %x, i64 %y, <4 x i16> %v, i8 %b, <2 x i64> %w, i128 %q) {
  %a = call i32 @llvm.ctpop.i32(i32 %x)
  %c = call i64 @llvm.ctlz.i64(i64 %y, i1 true)
  %d = call <4 x i16> @llvm.cttz.v4i16(<4 x i16> %v, i1 false)
  %e = call i32 @llvm.bswap.i32(i32 %a)
  %f = call i8 @llvm.bitreverse.i8(i8 %b)
  %g = call i32 @llvm.fshl.i32(i32 %x, i32 %e, i32 3)
  %h = call <2 x i64> @llvm.fshr.v2i64(<2 x i64> %w, <2 x i64> %w, <2 x i64> splat (i64 7))
  %k = call range(i128 0, 129) i128 @llvm.ctpop.i128(i128 %q)
  ret i32 %g
}
