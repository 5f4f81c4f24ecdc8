; ERROR: immarg operand has non-immediate parameter
declare i16 @llvm.ctlz.i16(i16, i1)
define i16 @f(i16 %x, i1 %b) {
  %r = call i16 @llvm.ctlz.i16(i16 %x, i1 %b)
  ret i16 %r
}
