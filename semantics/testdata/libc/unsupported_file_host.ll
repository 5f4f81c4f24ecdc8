; A file outside the run's own directory is shared with the host and other runs.
; EXPECT-KIND: unsupported
; REASON-CONTAINS: only files of the run's own directory are modelled
@name = private constant [11 x i8] c"/var/x.txt\00"
@mode = private constant [2 x i8] c"r\00"

declare ptr @fopen(ptr, ptr)

define i32 @main() {
  %f = call ptr @fopen(ptr @name, ptr @mode)
  ret i32 0
}
