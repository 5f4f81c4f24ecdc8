; A FILE that is not stdout or stderr is beyond the subset.
; EXPECT-KIND: unsupported
; REASON-CONTAINS: @fputs on a stream other than stdout and stderr
@myfile = global [216 x i8] zeroinitializer
@s = private unnamed_addr constant [2 x i8] c"x\00"

declare i32 @fputs(ptr, ptr)

define i32 @main() {
entry:
  call i32 @fputs(ptr @s, ptr @myfile)
  ret i32 0
}
