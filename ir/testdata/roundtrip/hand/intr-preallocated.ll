; preallocated call setup with bundles
declare token @llvm.call.preallocated.setup(i32)
declare ptr @llvm.call.preallocated.arg(token, i32)
declare void @callee(ptr preallocated(i64))
define void @f() {
  %t = call token @llvm.call.preallocated.setup(i32 1)
  %a = call ptr @llvm.call.preallocated.arg(token %t, i32 0) preallocated(i64)
  store i64 5, ptr %a
  call void @callee(ptr preallocated(i64) %a) [ "preallocated"(token %t) ]
  ret void
}
