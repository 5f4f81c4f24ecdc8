; ERROR: immarg operand has non-immediate parameter
declare void @llvm.memset.p0.i32(ptr, i8, i32, i1)
define void @f(ptr %d, i1 %v) {
  call void @llvm.memset.p0.i32(ptr %d, i8 0, i32 8, i1 %v)
  ret void
}
