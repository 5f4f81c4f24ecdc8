; main(argc, argv, envp) gets an empty environment.
; STDOUT: "1\n"
@fmt = private unnamed_addr constant [4 x i8] c"%d\0A\00"

declare i32 @printf(ptr, ...)

define i32 @main(i32 %argc, ptr %argv, ptr %envp) {
entry:
  %e0 = load ptr, ptr %envp
  %isnull = icmp eq ptr %e0, null
  %z = zext i1 %isnull to i32
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %z)
  ret i32 0
}
