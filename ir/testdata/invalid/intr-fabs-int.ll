; ERROR: intrinsic @llvm.fabs.i32 has incorrect return type i32
declare i32 @llvm.fabs.i32(i32)
define i32 @f(i32 %x) {
  %r = call i32 @llvm.fabs.i32(i32 %x)
  ret i32 %r
}
