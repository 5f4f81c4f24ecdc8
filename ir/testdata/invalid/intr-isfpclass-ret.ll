; ERROR: intrinsic @llvm.is.fpclass.v2f32 has incorrect return type
declare i1 @llvm.is.fpclass.v2f32(<2 x float>, i32)
define i1 @f(<2 x float> %x) {
  %r = call i1 @llvm.is.fpclass.v2f32(<2 x float> %x, i32 3)
  ret i1 %r
}
