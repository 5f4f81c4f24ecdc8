; ERROR: intrinsic @llvm.bswap.i32 has 2 parameters, expected 1
declare i32 @llvm.bswap.i32(i32, i32)
define i32 @f(i32 %x) {
  %r = call i32 @llvm.bswap.i32(i32 %x, i32 %x)
  ret i32 %r
}
