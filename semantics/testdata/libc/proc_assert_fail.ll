; A failed assert: glibc's message names the program by argv[0]'s base
; name, then abort.
; ARGV: /some/dir/prog
; STDERR: "prog: file.c:12: main: Assertion `x > 0' failed.\n"
; ABORTED: true
; STRING: abort
@expr = private unnamed_addr constant [6 x i8] c"x > 0\00"
@file = private unnamed_addr constant [7 x i8] c"file.c\00"
@func = private unnamed_addr constant [5 x i8] c"main\00"

declare void @__assert_fail(ptr, ptr, i32, ptr)
declare i32 @atexit(ptr)
declare i32 @puts(ptr)

define void @h() {
entry:
  call i32 @puts(ptr @func)
  ret void
}

define i32 @main(i32 %argc, ptr %argv) {
entry:
  call i32 @atexit(ptr @h)
  call void @__assert_fail(ptr @expr, ptr @file, i32 12, ptr @func)
  unreachable
}
