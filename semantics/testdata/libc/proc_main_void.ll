; a void main exits with status 0.
; STDOUT: "v\n"
@v = private unnamed_addr constant [2 x i8] c"v\00"

declare i32 @puts(ptr)

define void @main() {
entry:
  call i32 @puts(ptr @v)
  ret void
}
