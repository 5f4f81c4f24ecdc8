; ERROR: immarg operand has non-immediate parameter
declare void @llvm.lifetime.start.p0(i64, ptr)
define void @f(i64 %n) {
  %a = alloca i32
  call void @llvm.lifetime.start.p0(i64 %n, ptr %a)
  ret void
}
