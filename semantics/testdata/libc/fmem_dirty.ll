; The program writes the buffer of a stream open for reading, then reads the stream: stdio may hold a copy of the old bytes.
; EXPECT-KIND: unsupported
; REASON-CONTAINS: fmemopen: the program wrote the buffer itself
; clang-22 -O0 of:
; #define _GNU_SOURCE
; #include <stdio.h>
; int main(void) {
;   char b[8] = "abcdefg";
;   FILE *f = fmemopen(b, sizeof b, "r");
;   fseek(f, 2, SEEK_SET);
;   b[2] = 'X';
;   int c = fgetc(f);
;   fclose(f);
;   printf("%c\n", c);
;   return 0;
; }

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"
@__const.main.b = private unnamed_addr constant [8 x i8] c"abcdefg\00", align 1
@.str = private unnamed_addr constant [2 x i8] c"r\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%c\0A\00", align 1
define dso_local i32 @main() {
entry:
  %retval = alloca i32, align 4
  %b = alloca [8 x i8], align 1
  %f = alloca ptr, align 8
  %c = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %b, ptr align 1 @__const.main.b, i64 8, i1 false)
  %arraydecay = getelementptr inbounds [8 x i8], ptr %b, i64 0, i64 0
  %call = call noalias ptr @fmemopen(ptr noundef %arraydecay, i64 noundef 8, ptr noundef @.str)
  store ptr %call, ptr %f, align 8
  %0 = load ptr, ptr %f, align 8
  %call1 = call i32 @fseek(ptr noundef %0, i64 noundef 2, i32 noundef 0)
  %arrayidx = getelementptr inbounds [8 x i8], ptr %b, i64 0, i64 2
  store i8 88, ptr %arrayidx, align 1
  %1 = load ptr, ptr %f, align 8
  %call2 = call i32 @fgetc(ptr noundef %1)
  store i32 %call2, ptr %c, align 4
  %2 = load ptr, ptr %f, align 8
  %call3 = call i32 @fclose(ptr noundef %2)
  %3 = load i32, ptr %c, align 4
  %call4 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %3)
  ret i32 0
}
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg)
declare noalias ptr @fmemopen(ptr noundef, i64 noundef, ptr noundef)
declare i32 @fseek(ptr noundef, i64 noundef, i32 noundef)
declare i32 @fgetc(ptr noundef)
declare i32 @fclose(ptr noundef)
declare i32 @printf(ptr noundef, ...)
