; ARGS: poison
; EXPECT-UB: immediate undefined behaviour
; AT: %entry call
; The length of llvm.memset must be a well-defined value; a poison length is immediate UB
; (LangRef, llvm.memset: "If <len> is not a well-defined value, the behavior is undefined").
@g = global [8 x i8] zeroinitializer

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define i32 @f(i64 %n) {
entry:
  call void @llvm.memset.p0.i64(ptr @g, i8 0, i64 %n, i1 false)
  ret i32 0
}
