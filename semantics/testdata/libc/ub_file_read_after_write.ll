; Input directly after output on one stream, without fflush or a
; positioning call, is undefined (C11 7.21.5.3p7).
; EXPECT-UB: C library contract violated
; DETAIL-CONTAINS: input directly after output
@name = private constant [6 x i8] c"f.txt\00"
@mode = private constant [3 x i8] c"w+\00"
@s = private constant [3 x i8] c"ab\00"

declare ptr @fopen(ptr, ptr)
declare i32 @fputs(ptr, ptr)
declare i32 @fgetc(ptr)

define i32 @main() {
  %f = call ptr @fopen(ptr @name, ptr @mode)
  call i32 @fputs(ptr @s, ptr %f)
  %c = call i32 @fgetc(ptr %f)
  ret i32 0
}
