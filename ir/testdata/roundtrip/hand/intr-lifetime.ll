; lifetime, invariant, launder/strip invariant group
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture)
declare ptr @llvm.invariant.start.p0(i64 immarg, ptr nocapture)
declare void @llvm.invariant.end.p0(ptr, i64 immarg, ptr nocapture)
declare ptr @llvm.launder.invariant.group.p0(ptr)
declare ptr @llvm.strip.invariant.group.p0(ptr)
define void @f() {
  %a = alloca [16 x i8]
  call void @llvm.lifetime.start.p0(i64 16, ptr %a)
  %i = call ptr @llvm.invariant.start.p0(i64 16, ptr %a)
  call void @llvm.invariant.end.p0(ptr %i, i64 16, ptr %a)
  %l = call ptr @llvm.launder.invariant.group.p0(ptr %a)
  %s = call ptr @llvm.strip.invariant.group.p0(ptr %l)
  call void @llvm.lifetime.end.p0(i64 -1, ptr %a)
  ret void
}
