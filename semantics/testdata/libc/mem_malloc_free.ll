; malloc gives a usable block; free(NULL) does nothing.
; STDOUT: "heap\n"
@s = private unnamed_addr constant [5 x i8] c"heap\00"

declare ptr @malloc(i64)
declare void @free(ptr)
declare ptr @strcpy(ptr, ptr)
declare i32 @puts(ptr)

define i32 @main() {
entry:
  %p = call ptr @malloc(i64 5)
  call ptr @strcpy(ptr %p, ptr @s)
  call i32 @puts(ptr %p)
  call void @free(ptr %p)
  call void @free(ptr null)
  ret i32 0
}
