; ARGS: 2
; EXPECT-UB: overlapping memcpy
; AT: %entry call
@g = global [8 x i8] zeroinitializer

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define i32 @f(i64 %off) {
entry:
  %q = getelementptr i8, ptr @g, i64 %off
  call void @llvm.memcpy.p0.p0.i64(ptr @g, ptr %q, i64 4, i1 false)
  ret i32 0
}
