; ERROR: intrinsic @llvm.ctpop.i32 has incorrect argument type
declare i64 @llvm.ctpop.i32(i32)
define i64 @f(i32 %x) {
  %r = call i64 @llvm.ctpop.i32(i32 %x)
  ret i64 %r
}
