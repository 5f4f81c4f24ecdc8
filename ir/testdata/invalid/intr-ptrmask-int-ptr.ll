; ERROR: intrinsic @llvm.ptrmask.i64.i64 has incorrect return type i64
declare i64 @llvm.ptrmask.i64.i64(i64, i64)
define i64 @f(i64 %x) {
  %r = call i64 @llvm.ptrmask.i64.i64(i64 %x, i64 -8)
  ret i64 %r
}
