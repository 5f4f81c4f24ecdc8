; main may take no parameters.
; STDOUT: "hi\n"
; STATUS: 7
@hi = private unnamed_addr constant [3 x i8] c"hi\00"

declare i32 @puts(ptr)

define i32 @main() {
entry:
  call i32 @puts(ptr @hi)
  ret i32 7
}
