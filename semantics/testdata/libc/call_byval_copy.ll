; A byval argument is the callee's own copy: it may write to it even when
; the caller passed a constant global (as MemCpyOpt makes it pass), and the
; caller's object is left unchanged.
; STDOUT: "5 2\n5 8\n9 8\n"
%S = type { i32, i32 }
@c = private constant %S { i32 1, i32 2 }
@fmt = private constant [7 x i8] c"%d %d\0A\00"
declare i32 @printf(ptr, ...)

define internal void @f(ptr byval(%S) align 4 %p) {
  store i32 5, ptr %p
  %v = load i32, ptr %p
  %q = getelementptr %S, ptr %p, i32 0, i32 1
  %w = load i32, ptr %q
  %n = call i32 (ptr, ...) @printf(ptr @fmt, i32 %v, i32 %w)
  ret void
}

define i32 @main() {
  %l = alloca %S
  store i32 9, ptr %l
  %l1 = getelementptr %S, ptr %l, i32 0, i32 1
  store i32 8, ptr %l1
  call void @f(ptr byval(%S) align 4 @c)
  call void @f(ptr byval(%S) align 4 %l)
  %x = load i32, ptr %l
  %y = load i32, ptr %l1
  %n = call i32 (ptr, ...) @printf(ptr @fmt, i32 %x, i32 %y)
  ret i32 0
}
