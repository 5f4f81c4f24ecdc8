; strncpy with a source shorter than n pads the destination with NULs up to
; n bytes (and no further).
; STDOUT: "ab\x00\x00\x00XXX"
@stdout = external global ptr
@ab = private unnamed_addr constant [3 x i8] c"ab\00"

declare ptr @strncpy(ptr, ptr, i64)
declare ptr @memset(ptr, i32, i64)
declare i64 @fwrite(ptr, i64, i64, ptr)

define i32 @main() {
entry:
  %buf = alloca [8 x i8]
  call ptr @memset(ptr %buf, i32 88, i64 8)
  %r = call ptr @strncpy(ptr %buf, ptr @ab, i64 5)
  %out = load ptr, ptr @stdout
  %n = call i64 @fwrite(ptr %r, i64 1, i64 8, ptr %out)
  ret i32 0
}
