; va_arg with various types, with va_start/va_end/va_copy
declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)
declare void @llvm.va_copy.p0(ptr, ptr)
define i32 @f(i32 %n, ...) {
  %ap = alloca ptr
  %aq = alloca ptr
  call void @llvm.va_start.p0(ptr %ap)
  call void @llvm.va_copy.p0(ptr %aq, ptr %ap)
  %a = va_arg ptr %ap, i32
  %b = va_arg ptr %ap, double
  %c = va_arg ptr %aq, ptr
  %d = va_arg ptr addrspace(0) %aq, i64
  call void @llvm.va_end.p0(ptr %ap)
  call void @llvm.va_end.p0(ptr %aq)
  ret i32 %a
}
