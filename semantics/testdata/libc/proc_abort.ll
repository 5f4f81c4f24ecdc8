; abort ends the program at once: no exit handler runs. (Output goes to the
; unbuffered stderr, whose bytes are written whatever the buffering.)
; STDERR: "before\n"
; ABORTED: true
; STRING: abort
@stderr = external global ptr
@before = private unnamed_addr constant [8 x i8] c"before\0A\00"
@hs = private unnamed_addr constant [9 x i8] c"handler\0A\00"

declare i32 @fputs(ptr, ptr)
declare i32 @atexit(ptr)
declare void @abort()

define void @h() {
entry:
  %e = load ptr, ptr @stderr
  call i32 @fputs(ptr @hs, ptr %e)
  ret void
}

define i32 @main() {
entry:
  call i32 @atexit(ptr @h)
  %e = load ptr, ptr @stderr
  call i32 @fputs(ptr @before, ptr %e)
  call void @abort()
  unreachable
}
