; ERROR: invalid use of intrinsic @llvm.smax.i32
declare i32 @llvm.smax.i32(i32, i32)
declare void @g(ptr)
define void @f(ptr %p) {
  call void @g(ptr @llvm.smax.i32)
  ret void
}
