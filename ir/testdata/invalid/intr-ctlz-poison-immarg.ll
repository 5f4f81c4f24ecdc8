; ERROR: immarg operand has non-immediate parameter
declare i32 @llvm.ctlz.i32(i32, i1)
define i32 @f(i32 %x) {
  %r = call i32 @llvm.ctlz.i32(i32 %x, i1 poison)
  ret i32 %r
}
