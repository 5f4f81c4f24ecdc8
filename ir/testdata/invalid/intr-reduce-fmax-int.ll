; ERROR: intrinsic @llvm.vector.reduce.fmax.v4i32 has incorrect argument type
declare i32 @llvm.vector.reduce.fmax.v4i32(<4 x i32>)
define i32 @f(<4 x i32> %v) {
  %r = call i32 @llvm.vector.reduce.fmax.v4i32(<4 x i32> %v)
  ret i32 %r
}
