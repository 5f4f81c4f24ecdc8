; strncpy with a source longer than n copies n bytes and no terminator; the
; source need not be terminated within n bytes of its object either.
; STDOUT: "abcXXXXX|xyXXXXXX"
@stdout = external global ptr
@abcdef = private unnamed_addr constant [7 x i8] c"abcdef\00"
@xy = private unnamed_addr constant [2 x i8] c"xy"
@bar = private unnamed_addr constant [1 x i8] c"|"

declare ptr @strncpy(ptr, ptr, i64)
declare ptr @memset(ptr, i32, i64)
declare i64 @fwrite(ptr, i64, i64, ptr)

define i32 @main() {
entry:
  %buf = alloca [8 x i8]
  call ptr @memset(ptr %buf, i32 88, i64 8)
  call ptr @strncpy(ptr %buf, ptr @abcdef, i64 3)
  %out = load ptr, ptr @stdout
  call i64 @fwrite(ptr %buf, i64 1, i64 8, ptr %out)
  call i64 @fwrite(ptr @bar, i64 1, i64 1, ptr %out)
  call ptr @memset(ptr %buf, i32 88, i64 8)
  call ptr @strncpy(ptr %buf, ptr @xy, i64 2)
  call i64 @fwrite(ptr %buf, i64 1, i64 8, ptr %out)
  ret i32 0
}
