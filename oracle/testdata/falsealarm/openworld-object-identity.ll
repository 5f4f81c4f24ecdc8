; Correct code whose objects LLVM merges: the inliner gives a callee's
; alloca one slot for every call (@loop_of_calls), and MemCpyOpt's stack
; move makes a copy share its original's alloca (@stack_move). The world
; cannot tell the merged objects apart (the first is dead, or was seen
; without being captured), so neither is a finding, at the IR level or
; natively, where the stubs learn the second object's place again.

declare double @ext0(ptr)
declare void @w(ptr nocapture) argmemonly nounwind
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define internal void @callee() {
  %v0 = alloca [7 x i8]
  %r = call double @ext0(ptr %v0)
  ret void
}

define void @loop_of_calls(i8 %n) {
entry:
  br label %head
head:
  %i = phi i8 [ 0, %entry ], [ %i1, %body ]
  %more = icmp ult i8 %i, 2
  br i1 %more, label %body, label %done
body:
  call void @callee()
  %i1 = add i8 %i, 1
  br label %head
done:
  ret void
}

define i32 @stack_move(i32 %x) {
  %a = alloca [8 x i8], align 16
  %b = alloca [8 x i8], align 16
  call void @llvm.memset.p0.i64(ptr align 16 %a, i8 0, i64 8, i1 false)
  call void @w(ptr %a)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %b, ptr align 16 %a, i64 8, i1 false)
  call void @w(ptr %b)
  %v = load i32, ptr %b
  ret i32 %v
}
