; strlen of a freed string.
; EXPECT-UB: use after free
; DETAIL-CONTAINS: @strlen: through argument 1
; AT: @main %entry %n
@s = private unnamed_addr constant [4 x i8] c"abc\00"

declare ptr @malloc(i64)
declare void @free(ptr)
declare ptr @strcpy(ptr, ptr)
declare i64 @strlen(ptr)

define i32 @main() {
entry:
  %p = call ptr @malloc(i64 4)
  call ptr @strcpy(ptr %p, ptr @s)
  call void @free(ptr %p)
  %n = call i64 @strlen(ptr %p)
  ret i32 0
}
