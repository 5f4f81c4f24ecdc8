; fflush of stdout, stderr or every stream (null) returns 0; the run
; records each byte as it is written, so the output is as before.
; STDOUT: "a\nb\n"
; STDERR: "e\n"
@stdout = external global ptr
@stderr = external global ptr
@a = private constant [2 x i8] c"a\00"
@b = private constant [2 x i8] c"b\00"
@e = private constant [3 x i8] c"e\0A\00"
declare i32 @puts(ptr)
declare i32 @fputs(ptr, ptr)
declare i32 @fflush(ptr)

define i32 @main() {
  %p = call i32 @puts(ptr @a)
  %o = load ptr, ptr @stdout
  %r1 = call i32 @fflush(ptr %o)
  %e = load ptr, ptr @stderr
  %q = call i32 @fputs(ptr @e, ptr %e)
  %r2 = call i32 @fflush(ptr %e)
  %r3 = call i32 @fflush(ptr null)
  %p2 = call i32 @puts(ptr @b)
  %s1 = add i32 %r1, %r2
  %s = add i32 %s1, %r3
  ret i32 %s
}
