; EXPECT: incorrect
; WHY: a callee that may capture a pointer (no nocapture or captures(none)) may keep it and compare it later, so which object it points into is observable: the copy is a new object, not the global
@g1 = global [12 x i8] c"abcdefghijkl"

declare i16 @ext0(ptr, ptr readonly) memory(argmem: readwrite)

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
