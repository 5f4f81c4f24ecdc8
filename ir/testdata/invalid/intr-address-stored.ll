; ERROR: invalid use of intrinsic @llvm.smax.i32
declare i32 @llvm.smax.i32(i32, i32)
define void @f(ptr %p) {
  store ptr @llvm.smax.i32, ptr %p
  ret void
}
