; A pointer into stdout's FILE that is not its start is not a stream.
; EXPECT-KIND: unsupported
; REASON-CONTAINS: @fputc on a stream other than stdout and stderr
@stdout = external global ptr

declare i32 @fputc(i32, ptr)

define i32 @main() {
entry:
  %so = load ptr, ptr @stdout
  %p = getelementptr i8, ptr %so, i64 8
  call i32 @fputc(i32 120, ptr %p)
  ret i32 0
}
