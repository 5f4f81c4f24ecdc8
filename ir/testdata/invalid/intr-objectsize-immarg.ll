; ERROR: immarg operand has non-immediate parameter
declare i64 @llvm.objectsize.i64.p0(ptr, i1, i1, i1)
define i64 @f(ptr %p, i1 %b) {
  %r = call i64 @llvm.objectsize.i64.p0(ptr %p, i1 %b, i1 false, i1 false)
  ret i64 %r
}
