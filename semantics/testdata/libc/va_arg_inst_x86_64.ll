; The va_arg instruction on an x86-64 va_list (24 bytes, as llvm.va_start
; writes it there): i32, double, i64 and a copy of the list by
; llvm.va_copy that reads the same arguments again.
; STDOUT: "3 2.5 7 3\n"
target triple = "x86_64-unknown-linux-gnu"
@fmt = private constant [16 x i8] c"%d %.1f %ld %d\0A\00"
declare i32 @printf(ptr, ...)
declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_copy.p0(ptr, ptr)
declare void @llvm.va_end.p0(ptr)

define internal void @f(i32 %n, ...) {
  %ap = alloca [24 x i8], align 16
  %aq = alloca [24 x i8], align 16
  call void @llvm.va_start.p0(ptr %ap)
  call void @llvm.va_copy.p0(ptr %aq, ptr %ap)
  %a = va_arg ptr %ap, i32
  %b = va_arg ptr %ap, double
  %c = va_arg ptr %ap, i64
  %d = va_arg ptr %aq, i32
  call void @llvm.va_end.p0(ptr %aq)
  call void @llvm.va_end.p0(ptr %ap)
  %p = call i32 (ptr, ...) @printf(ptr @fmt, i32 %a, double %b, i64 %c, i32 %d)
  ret void
}

define i32 @main() {
  call void (i32, ...) @f(i32 3, i32 3, double 2.5, i64 7)
  ret i32 0
}
