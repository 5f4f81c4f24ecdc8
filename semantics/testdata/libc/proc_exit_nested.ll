; exit(3) from a nested call ends the program with status 3, keeping what
; it wrote and running no more of main; the handlers registered with atexit
; run last first, then the program ends.
; STDOUT: "before\nh2\nh1\n"
; STATUS: 3
; STRING: exit 3
@before = private unnamed_addr constant [7 x i8] c"before\00"
@after = private unnamed_addr constant [6 x i8] c"after\00"
@h1s = private unnamed_addr constant [3 x i8] c"h1\00"
@h2s = private unnamed_addr constant [3 x i8] c"h2\00"

declare i32 @puts(ptr)
declare i32 @atexit(ptr)
declare void @exit(i32)

define void @h1() {
entry:
  call i32 @puts(ptr @h1s)
  ret void
}

define void @h2() {
entry:
  call i32 @puts(ptr @h2s)
  ret void
}

define void @g(i32 %s) {
entry:
  call void @exit(i32 %s)
  call i32 @puts(ptr @after)
  ret void
}

define i32 @main() {
entry:
  %a = call i32 @atexit(ptr @h1)
  %b = call i32 @atexit(ptr @h2)
  call i32 @puts(ptr @before)
  call void @g(i32 3)
  call i32 @puts(ptr @after)
  ret i32 0
}
