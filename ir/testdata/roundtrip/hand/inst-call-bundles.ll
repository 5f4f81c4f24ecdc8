; operand bundles: deopt, funclet, gc-transition, gc-live, clang.arc.attachedcall, ptrauth, kcfi, assume, preallocated, convergencectrl, custom
declare void @g()
declare ptr @objc_retainAutoreleasedReturnValue(ptr)
declare ptr @h()
declare void @llvm.assume(i1)
declare token @llvm.experimental.convergence.entry()
define void @f(ptr %p, i32 %x) convergent {
  %t = call token @llvm.experimental.convergence.entry()
  call void @g() [ "deopt"(i32 1, i64 2, ptr %p) ]
  call void @g() [ "deopt"() ]
  call void @g() [ "gc-transition"(ptr null), "gc-live"(ptr %p) ]
  %r = call ptr @h() [ "clang.arc.attachedcall"(ptr @objc_retainAutoreleasedReturnValue) ]
  call void %p() [ "ptrauth"(i32 0, i64 1234) ]
  call void %p() [ "kcfi"(i32 305419896) ]
  call void @llvm.assume(i1 true) [ "align"(ptr %p, i64 8), "nonnull"(ptr %p), "dereferenceable"(ptr %p, i64 4) ]
  call void @g() [ "my-bundle"(i32 %x, float 1.0, <2 x i8> zeroinitializer), "another"() ]
  call void @g() convergent [ "convergencectrl"(token %t) ]
  ret void
}
