; ERROR: intrinsic @llvm.stackrestore has incorrect argument type (parameter 0) i64 (expected ptr)
declare void @llvm.stackrestore(i64)
define void @f(i64 %s) {
  call void @llvm.stackrestore(i64 %s)
  ret void
}
