; strcmp: equal strings give 0; otherwise the sign of the first differing
; byte (as unsigned char), a prefix comparing below the longer string.
; (A positive result is checked as "not negative" here: the abstract mode
; over-approximates it by any non-negative value, see
; TestLibcCompareAbstract.)
; STDOUT: "eq=1 lt=1 ge=1 prefix=1 hi=1\n"
@abc = private unnamed_addr constant [4 x i8] c"abc\00"
@abc2 = private unnamed_addr constant [4 x i8] c"abc\00"
@abd = private unnamed_addr constant [4 x i8] c"abd\00"
@ab = private unnamed_addr constant [3 x i8] c"ab\00"
@high = private unnamed_addr constant [2 x i8] c"\80\00"
@fmt = private unnamed_addr constant [35 x i8] c"eq=%d lt=%d ge=%d prefix=%d hi=%d\0A\00"
; hi: "\x80" > "abc" because bytes compare as unsigned char

declare i32 @strcmp(ptr, ptr)
declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  %r0 = call i32 @strcmp(ptr @abc, ptr @abc2)
  %r1 = call i32 @strcmp(ptr @abc, ptr @abd)
  %r2 = call i32 @strcmp(ptr @abd, ptr @abc)
  %r3 = call i32 @strcmp(ptr @ab, ptr @abc)
  %r4 = call i32 @strcmp(ptr @high, ptr @abc)
  %c0 = icmp eq i32 %r0, 0
  %c1 = icmp slt i32 %r1, 0
  %c2 = icmp sge i32 %r2, 0
  %c3 = icmp slt i32 %r3, 0
  %c4 = icmp sge i32 %r4, 0
  %z0 = zext i1 %c0 to i32
  %z1 = zext i1 %c1 to i32
  %z2 = zext i1 %c2 to i32
  %z3 = zext i1 %c3 to i32
  %z4 = zext i1 %c4 to i32
  %n = call i32 (ptr, ...) @printf(ptr @fmt, i32 %z0, i32 %z1, i32 %z2, i32 %z3, i32 %z4)
  ret i32 0
}
