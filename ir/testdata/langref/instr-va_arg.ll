; langref: va_arg: reads the next variadic argument from the va_list
; expect: i32 7 -> i32 7

%va = type { i32, i32, ptr, ptr }

declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)

define i32 @g(i32 %n, ...) {
  %ap = alloca %va
  call void @llvm.va_start.p0(ptr %ap)
  %v = va_arg ptr %ap, i32
  call void @llvm.va_end.p0(ptr %ap)
  ret i32 %v
}

define i32 @f(i32 %a) {
  %r = call i32 (i32, ...) @g(i32 1, i32 %a)
  ret i32 %r
}
