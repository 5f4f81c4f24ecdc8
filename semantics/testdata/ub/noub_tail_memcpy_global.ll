; A tail call may access memory that is not its caller's stack.
; ARGS: 7
; EXPECT: i64 7
@g = global i64 0
@h = global i64 0

define i64 @f(i64 %x) {
entry:
  store i64 %x, ptr @g
  tail call void @llvm.memcpy.p0.p0.i64(ptr @h, ptr @g, i64 8, i1 false)
  %r = load i64, ptr @h
  ret i64 %r
}

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
