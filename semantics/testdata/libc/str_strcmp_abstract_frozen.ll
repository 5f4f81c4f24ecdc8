; In the abstract (source) mode strcmp's non-zero result is any value of its
; sign, so printing it has no single result.
; MODE: abstract
; EXPECT-KIND: noresult
; REASON-CONTAINS: frozen
@a = private unnamed_addr constant [2 x i8] c"a\00"
@b = private unnamed_addr constant [2 x i8] c"b\00"
@fmt = private unnamed_addr constant [4 x i8] c"%d\0A\00"

declare i32 @strcmp(ptr, ptr)
declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  %r = call i32 @strcmp(ptr @b, ptr @a)
  %n = call i32 (ptr, ...) @printf(ptr @fmt, i32 %r)
  ret i32 0
}
