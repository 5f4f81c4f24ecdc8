; ERROR: intrinsic @llvm.memset.p0.i64 has incorrect argument type
declare void @llvm.memset.p0.i64(ptr, i32, i64, i1)
define void @f(ptr %d) {
  call void @llvm.memset.p0.i64(ptr %d, i32 0, i64 8, i1 false)
  ret void
}
