; ARGS: 0
; EXPECT: i32 7
; A memset of length 0 is a no-op, even through the null pointer.
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define i32 @f(i64 %n) {
entry:
  call void @llvm.memset.p0.i64(ptr null, i8 0, i64 %n, i1 false)
  ret i32 7
}
