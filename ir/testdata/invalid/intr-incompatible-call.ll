; ERROR: intrinsic @llvm.umin.i32 called with incompatible signature
declare i32 @llvm.umin.i32(i32, i32)
define i32 @f(i32 %x) {
  %r = call i32 @llvm.umin.i32(i64 1, i32 %x)
  ret i32 %r
}
