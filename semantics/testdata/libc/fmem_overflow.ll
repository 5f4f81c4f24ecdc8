; A write longer than the buffer: glibc truncates it (natively "too").
; EXPECT-KIND: unsupported
; REASON-CONTAINS: fmemopen: a write past the end
; clang-22 -O0 of:
; #define _GNU_SOURCE
; #include <stdio.h>
; int main(void) {
;   char b[4];
;   FILE *f = fmemopen(b, sizeof b, "w");
;   fputs("too long", f);
;   fclose(f);
;   printf("%.4s\n", b);
;   return 0;
; }

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"
@.str = private unnamed_addr constant [2 x i8] c"w\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"too long\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"%.4s\0A\00", align 1
define dso_local i32 @main() {
entry:
  %retval = alloca i32, align 4
  %b = alloca [4 x i8], align 1
  %f = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  %arraydecay = getelementptr inbounds [4 x i8], ptr %b, i64 0, i64 0
  %call = call noalias ptr @fmemopen(ptr noundef %arraydecay, i64 noundef 4, ptr noundef @.str)
  store ptr %call, ptr %f, align 8
  %0 = load ptr, ptr %f, align 8
  %call1 = call i32 @fputs(ptr noundef @.str.1, ptr noundef %0)
  %1 = load ptr, ptr %f, align 8
  %call2 = call i32 @fclose(ptr noundef %1)
  %arraydecay3 = getelementptr inbounds [4 x i8], ptr %b, i64 0, i64 0
  %call4 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %arraydecay3)
  ret i32 0
}
declare noalias ptr @fmemopen(ptr noundef, i64 noundef, ptr noundef)
declare i32 @fputs(ptr noundef, ptr noundef)
declare i32 @fclose(ptr noundef)
declare i32 @printf(ptr noundef, ...)
