; ERROR: result type must be at least 2 bits wide
declare i1 @llvm.scmp.i1.i32(i32, i32)
define i1 @f(i32 %x) {
  %r = call i1 @llvm.scmp.i1.i32(i32 %x, i32 %x)
  ret i1 %r
}
