; EXPECT: correct
; A byval argument is a copy the call makes: which object the caller
; copies from is not observable, only the bytes (MemCpyOpt forwards a
; memcpy's source to the byval argument).
declare void @take(ptr byval([4 x i32]) align 4)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
define void @src(ptr %q) {
  %tmp = alloca [4 x i32], align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %tmp, ptr align 4 %q, i64 16, i1 false)
  call void @take(ptr byval([4 x i32]) align 4 %tmp)
  ret void
}
define void @tgt(ptr %q) {
  call void @take(ptr byval([4 x i32]) align 4 %q)
  ret void
}
