; token, metadata and label types
declare token @llvm.call.preallocated.setup(i32)
declare ptr @llvm.call.preallocated.arg(token, i32)
declare void @llvm.dbg.value(metadata, metadata, metadata)
declare void @use(ptr preallocated(i32))
define void @f(ptr %p) {
entry:
  %t = call token @llvm.call.preallocated.setup(i32 1)
  %a = call ptr @llvm.call.preallocated.arg(token %t, i32 0) preallocated(i32)
  call void @use(ptr preallocated(i32) %a) [ "preallocated"(token %t) ]
  call void @llvm.foo(metadata !"str", metadata i32 1, metadata ptr %p, metadata !0, metadata !{})
  br label %next
next:
  ret void
}
declare void @llvm.foo(metadata, metadata, metadata, metadata, metadata)
!0 = !{i32 42}
