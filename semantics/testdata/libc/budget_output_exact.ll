; Output of exactly Config.MaxOutput bytes is fine.
; MAXOUTPUT: 10
; STDOUT: "0123456789"
@line = private unnamed_addr constant [11 x i8] c"0123456789\00"

declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  call i32 (ptr, ...) @printf(ptr @line)
  ret i32 0
}
