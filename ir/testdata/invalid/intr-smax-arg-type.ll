; ERROR: intrinsic @llvm.smax.i32 has incorrect argument type
declare i32 @llvm.smax.i32(i32, i64)
define i32 @f(i32 %x) {
  %r = call i32 @llvm.smax.i32(i32 %x, i64 1)
  ret i32 %r
}
