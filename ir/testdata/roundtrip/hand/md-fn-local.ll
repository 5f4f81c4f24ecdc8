; function-local metadata as call arguments (ValueAsMetadata, DIArgList in intrinsic)
declare void @llvm.foo(metadata)
declare void @llvm.bar(metadata, metadata)
define void @f(i32 %x, ptr %p) {
  call void @llvm.foo(metadata i32 %x)
  call void @llvm.foo(metadata ptr %p)
  call void @llvm.foo(metadata !{!"const md"})
  call void @llvm.bar(metadata i32 poison, metadata !DIExpression())
  call void @llvm.foo(metadata i64 5)
  ret void
}
