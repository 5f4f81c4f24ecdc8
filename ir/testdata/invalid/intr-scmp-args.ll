; ERROR: intrinsic @llvm.scmp.i8.i32 has incorrect argument type
declare i8 @llvm.scmp.i8.i32(i32, i64)
define i8 @f(i32 %x) {
  %r = call i8 @llvm.scmp.i8.i32(i32 %x, i64 0)
  ret i8 %r
}
