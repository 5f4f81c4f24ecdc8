; ERROR: immarg operand has non-immediate parameter
declare i1 @llvm.is.fpclass.f32(float, i32)
define i1 @f(float %x, i32 %m) {
  %r = call i1 @llvm.is.fpclass.f32(float %x, i32 %m)
  ret i1 %r
}
