; A call marked tail that reads an alloca of its caller: "Both markers
; imply that the callee does not access allocas from the caller."
; ARGS: 7
; EXPECT-UB: tail call accessed the caller's stack
; AT: call
define i64 @f(i64 %x) {
entry:
  %a = alloca i64
  %b = alloca i64
  store i64 %x, ptr %a
  tail call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr %a, i64 8, i1 false)
  %r = load i64, ptr %b
  ret i64 %r
}

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
