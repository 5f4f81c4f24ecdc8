; memory intrinsics: memcpy, memmove, memset, inline variants, element-wise atomic
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memmove.p0.p0.i32(ptr, ptr, i32, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memcpy.inline.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.inline.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memcpy.element.unordered.atomic.p0.p0.i64(ptr, ptr, i64, i32)
declare void @llvm.memcpy.p1.p0.i64(ptr addrspace(1), ptr, i64, i1)
define void @f(ptr %d, ptr %s, i64 %n, ptr addrspace(1) %g) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %d, ptr align 4 %s, i64 %n, i1 false)
  call void @llvm.memmove.p0.p0.i32(ptr %d, ptr %s, i32 16, i1 true)
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %d, i8 0, i64 64, i1 false), !annotation !0
  call void @llvm.memcpy.inline.p0.p0.i64(ptr %d, ptr %s, i64 8, i1 false)
  call void @llvm.memset.inline.p0.i64(ptr %d, i8 -1, i64 4, i1 false)
  call void @llvm.memcpy.element.unordered.atomic.p0.p0.i64(ptr align 4 %d, ptr align 4 %s, i64 16, i32 4)
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) %g, ptr %s, i64 %n, i1 false)
  ret void
}
!0 = !{!"auto-init"}
