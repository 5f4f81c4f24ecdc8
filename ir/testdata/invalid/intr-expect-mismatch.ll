; ERROR: intrinsic @llvm.expect.i64 has incorrect argument type
declare i64 @llvm.expect.i64(i64, i32)
define i64 @f(i64 %x) {
  %r = call i64 @llvm.expect.i64(i64 %x, i32 1)
  ret i64 %r
}
