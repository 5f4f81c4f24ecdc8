; fputs to a null FILE.
; EXPECT-UB: null pointer access
; DETAIL-CONTAINS: @fputs: the stream is null
@s = private unnamed_addr constant [2 x i8] c"x\00"

declare i32 @fputs(ptr, ptr)

define i32 @main() {
entry:
  call i32 @fputs(ptr @s, ptr null)
  ret i32 0
}
