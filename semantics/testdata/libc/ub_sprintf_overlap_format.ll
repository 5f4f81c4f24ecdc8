; sprintf whose destination is its format.
; EXPECT-UB: overlapping memcpy
; DETAIL-CONTAINS: @sprintf: the output overlaps the format
@abc = private unnamed_addr constant [4 x i8] c"a%d\00"

declare ptr @strcpy(ptr, ptr)
declare i32 @sprintf(ptr, ptr, ...)

define i32 @main() {
entry:
  %buf = alloca [16 x i8]
  call ptr @strcpy(ptr %buf, ptr @abc)
  call i32 (ptr, ptr, ...) @sprintf(ptr %buf, ptr %buf, i32 5)
  ret i32 0
}
