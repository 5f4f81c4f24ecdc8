; ERROR: intrinsic @llvm.fshl.i32 has incorrect argument type
declare i32 @llvm.fshl.i32(i32, i32, i8)
define i32 @f(i32 %x) {
  %r = call i32 @llvm.fshl.i32(i32 %x, i32 %x, i8 3)
  ret i32 %r
}
