; __assert_fail with a null function name leaves out "function: ".
; ARGV: a.out
; STDERR: "a.out: t.c:7: Assertion `0' failed.\n"
; ABORTED: true
@expr = private unnamed_addr constant [2 x i8] c"0\00"
@file = private unnamed_addr constant [4 x i8] c"t.c\00"

declare void @__assert_fail(ptr, ptr, i32, ptr)

define i32 @main() {
entry:
  call void @__assert_fail(ptr @expr, ptr @file, i32 7, ptr null)
  unreachable
}
