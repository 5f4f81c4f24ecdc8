; inalloca argument passing with stacksave/stackrestore
%frame = type <{ i32, i32 }>
declare void @callee(ptr inalloca(%frame))
declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)
define void @f() {
  %sp = call ptr @llvm.stacksave.p0()
  %args = alloca inalloca %frame, align 4
  %a0 = getelementptr %frame, ptr %args, i32 0, i32 0
  store i32 1, ptr %a0
  call void @callee(ptr inalloca(%frame) %args)
  call void @llvm.stackrestore.p0(ptr %sp)
  ret void
}
