; ERROR: intrinsic @llvm.assume has incorrect argument type
declare void @llvm.assume(i32)
define void @f(i32 %x) {
  call void @llvm.assume(i32 %x)
  ret void
}
