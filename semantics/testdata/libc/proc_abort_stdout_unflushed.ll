; glibc's abort does not flush stdio (since 2.27), and stdout to a pipe or
; file (as a fuzzer captures it) is fully buffered: the bytes printf left in
; the buffer are lost. Natively this prints nothing. The interpreter keeps
; every byte written, and ProgramAllows accepts any prefix of it from a
; target that aborts too (TestProgramAllowsAbortPrefix).
; STDOUT: "x\n"
; ABORTED: true
@x = private unnamed_addr constant [3 x i8] c"x\0A\00"

declare i32 @printf(ptr, ...)
declare void @abort()

define i32 @main() {
entry:
  call i32 (ptr, ...) @printf(ptr @x)
  call void @abort()
  unreachable
}
