; EXPECT: correct
; WHY: a callee that may only read through a pointer and may not capture it (readonly nocapture, captures(none) from LLVM 21) cannot tell which object it points into, only the bytes it reads: MemCpyOpt may pass the source of a copy for the copy (LLVM 22 -O2, a false alarm of a campaign)
@g1 = global [12 x i8] c"abcdefghijkl"

declare i16 @ext0(ptr, ptr nocapture readonly) memory(argmem: readwrite)

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define i16 @src() {
  %v0 = alloca [12 x i8]
  call void @llvm.memcpy.p0.p0.i64(ptr %v0, ptr @g1, i64 12, i1 false)
  %r = call i16 @ext0(ptr null, ptr %v0)
  ret i16 %r
}

define i16 @tgt() {
  %r = call i16 @ext0(ptr null, ptr @g1)
  ret i16 %r
}
