; ERROR: immarg operand has non-immediate parameter
declare void @llvm.masked.store.v2f64.p0(<2 x double>, ptr, i32, <2 x i1>)
define void @f(<2 x double> %v, ptr %p, i32 %a, <2 x i1> %m) {
  call void @llvm.masked.store.v2f64.p0(<2 x double> %v, ptr %p, i32 %a, <2 x i1> %m)
  ret void
}
