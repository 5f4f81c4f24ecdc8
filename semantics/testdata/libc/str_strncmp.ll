; strncmp compares at most n bytes and stops at a NUL: n beyond the
; strings' objects is fine when both end before it.
; STDOUT: "1 1 1 1 1\n"
@abcx = private unnamed_addr constant [5 x i8] c"abcx\00"
@abcy = private unnamed_addr constant [5 x i8] c"abcy\00"
@ab = private unnamed_addr constant [3 x i8] c"ab\00"
@ab2 = private unnamed_addr constant [3 x i8] c"ab\00"
@fmt = private unnamed_addr constant [16 x i8] c"%d %d %d %d %d\0A\00"

declare i32 @strncmp(ptr, ptr, i64)
declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  %r0 = call i32 @strncmp(ptr @abcx, ptr @abcy, i64 3)
  %r1 = call i32 @strncmp(ptr @abcx, ptr @abcy, i64 4)
  %r2 = call i32 @strncmp(ptr @ab, ptr @ab2, i64 100)
  %r3 = call i32 @strncmp(ptr @abcy, ptr @ab, i64 100)
  %r4 = call i32 @strncmp(ptr @abcx, ptr @ab, i64 0)
  %c0 = icmp eq i32 %r0, 0
  %c1 = icmp slt i32 %r1, 0
  %c2 = icmp eq i32 %r2, 0
  %c3 = icmp sge i32 %r3, 0
  %c4 = icmp eq i32 %r4, 0
  %z0 = zext i1 %c0 to i32
  %z1 = zext i1 %c1 to i32
  %z2 = zext i1 %c2 to i32
  %z3 = zext i1 %c3 to i32
  %z4 = zext i1 %c4 to i32
  %n = call i32 (ptr, ...) @printf(ptr @fmt, i32 %z0, i32 %z1, i32 %z2, i32 %z3, i32 %z4)
  ret i32 0
}
