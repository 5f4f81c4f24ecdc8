; A concrete (target) run returns glibc's value: the difference of the
; first differing bytes as unsigned char.
; MODE: concrete
; STDOUT: "1 -2 0 128 -99\n"
@a = private unnamed_addr constant [2 x i8] c"a\00"
@b = private unnamed_addr constant [2 x i8] c"b\00"
@c = private unnamed_addr constant [2 x i8] c"c\00"
@high = private unnamed_addr constant [2 x i8] c"\80\00"
@empty = private unnamed_addr constant [1 x i8] zeroinitializer
@fmt = private unnamed_addr constant [16 x i8] c"%d %d %d %d %d\0A\00"

declare i32 @strcmp(ptr, ptr)
declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  %r0 = call i32 @strcmp(ptr @b, ptr @a)
  %r1 = call i32 @strcmp(ptr @a, ptr @c)
  %r2 = call i32 @strcmp(ptr @a, ptr @a)
  %r3 = call i32 @strcmp(ptr @high, ptr @empty)
  %r4 = call i32 @strcmp(ptr @empty, ptr @c)
  %n = call i32 (ptr, ...) @printf(ptr @fmt, i32 %r0, i32 %r1, i32 %r2, i32 %r3, i32 %r4)
  ret i32 0
}
