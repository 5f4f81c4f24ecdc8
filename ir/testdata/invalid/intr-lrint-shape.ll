; ERROR: the result and the argument must both be scalars or vectors of the same number of elements
declare i64 @llvm.lrint.i64.v2f32(<2 x float>)
define i64 @f(<2 x float> %x) {
  %r = call i64 @llvm.lrint.i64.v2f32(<2 x float> %x)
  ret i64 %r
}
