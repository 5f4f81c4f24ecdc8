; memmove of 2^64-1 bytes between argument objects: past the end of both
; (the length must not read as "to the end of the object").
; ARGS: [8 x i8] <00 00 00 00 00 00 00 00>; [8 x i8] <01 02 03 04 05 06 07 08>; -1
; EXPECT-UB: out-of-bounds access
; AT: call
define void @f(ptr %p, ptr %q, i64 %n) {
  call void @llvm.memmove.p0.p0.i64(ptr %p, ptr %q, i64 %n, i1 false)
  ret void
}
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
