; EXPECT: incorrect
; WHY: a callee that may only read through a pointer it does not capture still sees the bytes it reads: passing an object with other bytes changes what it may do
@g1 = global [12 x i8] c"abcdefghijkl"
@g2 = global [12 x i8] c"abcdefghijkX"

declare i16 @ext0(ptr, ptr nocapture readonly) memory(argmem: readwrite)

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define i16 @src() {
  %v0 = alloca [12 x i8]
  call void @llvm.memcpy.p0.p0.i64(ptr %v0, ptr @g1, i64 12, i1 false)
  %r = call i16 @ext0(ptr null, ptr %v0)
  ret i16 %r
}

define i16 @tgt() {
  %r = call i16 @ext0(ptr null, ptr @g2)
  ret i16 %r
}
