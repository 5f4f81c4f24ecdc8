; realloc keeps the contents up to the smaller size, growing or shrinking;
; realloc(NULL, n) is malloc(n).
; STDOUT: "abc\nab 1\n"
@abc = private unnamed_addr constant [4 x i8] c"abc\00"
@fmt = private unnamed_addr constant [9 x i8] c"%.2s %d\0A\00"

declare ptr @malloc(i64)
declare ptr @realloc(ptr, i64)
declare void @free(ptr)
declare ptr @strcpy(ptr, ptr)
declare i32 @printf(ptr, ...)
declare i32 @puts(ptr)

define i32 @main() {
entry:
  %p = call ptr @malloc(i64 4)
  call ptr @strcpy(ptr %p, ptr @abc)
  %q = call ptr @realloc(ptr %p, i64 100)
  %q99 = getelementptr i8, ptr %q, i64 99
  store i8 7, ptr %q99                      ; the new size is usable
  call i32 @puts(ptr %q)
  %r = call ptr @realloc(ptr %q, i64 2)
  %n = call ptr @realloc(ptr null, i64 3)
  store i8 1, ptr %n
  %nn = icmp ne ptr %n, null
  %nz = zext i1 %nn to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr %r, i32 %nz)
  call void @free(ptr %r)
  call void @free(ptr %n)
  ret i32 0
}
