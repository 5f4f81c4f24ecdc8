; gc.statepoint / gc.result / gc.relocate with gc-live bundle
declare token @llvm.experimental.gc.statepoint.p0(i64 immarg, i32 immarg, ptr, i32 immarg, i32 immarg, ...)
declare i32 @llvm.experimental.gc.result.i32(token)
declare ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token, i32 immarg, i32 immarg)
declare i32 @callee()
define ptr addrspace(1) @f(ptr addrspace(1) %obj) gc "statepoint-example" {
  %tok = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(i32 ()) @callee, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %obj), "deopt"(i32 5) ]
  %r = call i32 @llvm.experimental.gc.result.i32(token %tok)
  %obj2 = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok, i32 0, i32 0)
  ret ptr addrspace(1) %obj2
}
