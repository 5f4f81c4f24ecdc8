; memcmp and bcmp compare exactly n bytes, NULs included (not strings).
; STDOUT: "1 1 1 1 1 1\n"
@a = private unnamed_addr constant [3 x i8] c"a\00b"
@b = private unnamed_addr constant [3 x i8] c"a\00c"
@fmt = private unnamed_addr constant [19 x i8] c"%d %d %d %d %d %d\0A\00"

declare i32 @memcmp(ptr, ptr, i64)
declare i32 @bcmp(ptr, ptr, i64)
declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  %r0 = call i32 @memcmp(ptr @a, ptr @b, i64 3)  ; differ past the NUL
  %r1 = call i32 @memcmp(ptr @a, ptr @b, i64 2)
  %r2 = call i32 @memcmp(ptr @b, ptr @a, i64 3)
  %r3 = call i32 @bcmp(ptr @a, ptr @b, i64 2)
  %r4 = call i32 @memcmp(ptr null, ptr null, i64 0)  ; glibc: 0 without reading
  %r5 = call i32 @bcmp(ptr @a, ptr @b, i64 3)
  %c0 = icmp slt i32 %r0, 0
  %c1 = icmp eq i32 %r1, 0
  %c2 = icmp sge i32 %r2, 0
  %c3 = icmp eq i32 %r3, 0
  %c4 = icmp eq i32 %r4, 0
  %c5 = icmp slt i32 %r0, 0
  %z0 = zext i1 %c0 to i32
  %z1 = zext i1 %c1 to i32
  %z2 = zext i1 %c2 to i32
  %z3 = zext i1 %c3 to i32
  %z4 = zext i1 %c4 to i32
  %z5 = zext i1 %c5 to i32
  %n = call i32 (ptr, ...) @printf(ptr @fmt, i32 %z0, i32 %z1, i32 %z2, i32 %z3, i32 %z4, i32 %z5)
  ret i32 0
}
