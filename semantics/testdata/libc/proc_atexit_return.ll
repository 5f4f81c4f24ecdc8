; Returning from main runs the atexit handlers, last registered first;
; a handler registered twice runs twice. atexit returns 0.
; STDOUT: "main 0\nB\nA\nA\n"
; STATUS: 5
@A = private unnamed_addr constant [2 x i8] c"A\00"
@B = private unnamed_addr constant [2 x i8] c"B\00"
@fmt = private unnamed_addr constant [9 x i8] c"main %d\0A\00"

declare i32 @puts(ptr)
declare i32 @atexit(ptr)
declare i32 @printf(ptr, ...)

define void @ha() {
entry:
  call i32 @puts(ptr @A)
  ret void
}

define void @hb() {
entry:
  call i32 @puts(ptr @B)
  ret void
}

define i32 @main() {
entry:
  %r = call i32 @atexit(ptr @ha)
  call i32 @atexit(ptr @ha)
  call i32 @atexit(ptr @hb)
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %r)
  ret i32 5
}
