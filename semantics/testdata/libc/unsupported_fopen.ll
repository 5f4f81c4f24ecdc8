; A program that opens a file is not judged, and says why.
; EXPECT-KIND: unsupported
; REASON-CONTAINS: file system: @fopen
@path = private constant [6 x i8] c"/tmp/\00"
@mode = private constant [2 x i8] c"r\00"
declare ptr @fopen(ptr, ptr)

define i32 @main() {
  %f = call ptr @fopen(ptr @path, ptr @mode)
  ret i32 0
}
