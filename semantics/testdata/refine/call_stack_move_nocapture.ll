; EXPECT: correct
; MemCpyOpt's stack move: %b, a copy of %a that %a outlives unused, is
; merged into %a. Each call sees its argument without capturing it, so no
; later call can tell the two objects apart: the name the first call gave
; %a is free again when the second call gets %b.
declare void @w(ptr nocapture) memory(argmem: readwrite) nounwind
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
define i32 @src(i32 %x) {
  %a = alloca [8 x i8], align 16
  %b = alloca [8 x i8], align 16
  call void @llvm.memset.p0.i64(ptr align 16 %a, i8 0, i64 8, i1 false)
  call void @w(ptr %a)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %b, ptr align 16 %a, i64 8, i1 false)
  call void @w(ptr %b)
  %v = load i32, ptr %b
  ret i32 %v
}
define i32 @tgt(i32 %x) {
  %a = alloca [8 x i8], align 16
  store i64 0, ptr %a, align 16
  call void @w(ptr nonnull %a)
  call void @w(ptr nonnull %a)
  %v = load i32, ptr %a, align 16
  ret i32 %v
}
