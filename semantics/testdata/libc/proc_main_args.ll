; main(argc, argv): argv[0] is the program, argv[argc] is null.
; ARGV: prog hello
; STDOUT: "2 prog hello 1\n"
@fmt = private unnamed_addr constant [13 x i8] c"%d %s %s %d\0A\00"

declare i32 @printf(ptr, ...)

define i32 @main(i32 %argc, ptr %argv) {
entry:
  %a0 = load ptr, ptr %argv
  %p1 = getelementptr ptr, ptr %argv, i64 1
  %a1 = load ptr, ptr %p1
  %n = sext i32 %argc to i64
  %pn = getelementptr ptr, ptr %argv, i64 %n
  %an = load ptr, ptr %pn
  %isnull = icmp eq ptr %an, null
  %z = zext i1 %isnull to i32
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %argc, ptr %a0, ptr %a1, i32 %z)
  ret i32 0
}
