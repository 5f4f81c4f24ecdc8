; Files in /tmp when it is private to the run (Config.PrivateTmp, as native.Tools.Exec runs programs where the machine allows it): an empty directory of the run. The output is a native run's.
; PRIVATE-TMP: true
; STDOUT: "missing: null\ncwd: null\nread [x=5\n]\nremove 0 -1\n"
; clang-22 -O0 of:
; #include <stdio.h>
; int main(void) {
;   FILE *f = fopen("/tmp/irfuzz-own.txt", "w");
;   fprintf(f, "x=%d\n", 5);
;   fclose(f);
;   printf("missing: %s\n", fopen("/tmp/nothere", "r") ? "opened" : "null");
;   printf("cwd: %s\n", fopen("irfuzz-own.txt", "r") ? "opened" : "null");
;   char l[16];
;   f = fopen("/tmp/irfuzz-own.txt", "r");
;   printf("read [%s]\n", fgets(l, sizeof l, f));
;   fclose(f);
;   printf("remove %d %d\n", remove("/tmp/irfuzz-own.txt"), remove("/tmp/irfuzz-own.txt"));
;   return 0;
; }

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"
@.str = private unnamed_addr constant [20 x i8] c"/tmp/irfuzz-own.txt\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"w\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"x=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"missing: %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"/tmp/nothere\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"r\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"opened\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"null\00", align 1
@.str.8 = private unnamed_addr constant [9 x i8] c"cwd: %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [15 x i8] c"irfuzz-own.txt\00", align 1
@.str.10 = private unnamed_addr constant [11 x i8] c"read [%s]\0A\00", align 1
@.str.11 = private unnamed_addr constant [14 x i8] c"remove %d %d\0A\00", align 1
define dso_local i32 @main() {
entry:
  %retval = alloca i32, align 4
  %f = alloca ptr, align 8
  %l = alloca [16 x i8], align 16
  store i32 0, ptr %retval, align 4
  %call = call noalias ptr @fopen(ptr noundef @.str, ptr noundef @.str.1)
  store ptr %call, ptr %f, align 8
  %0 = load ptr, ptr %f, align 8
  %call1 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %0, ptr noundef @.str.2, i32 noundef 5)
  %1 = load ptr, ptr %f, align 8
  %call2 = call i32 @fclose(ptr noundef %1)
  %call3 = call noalias ptr @fopen(ptr noundef @.str.4, ptr noundef @.str.5)
  %tobool = icmp ne ptr %call3, null
  %2 = zext i1 %tobool to i64
  %cond = select i1 %tobool, ptr @.str.6, ptr @.str.7
  %call4 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %cond)
  %call5 = call noalias ptr @fopen(ptr noundef @.str.9, ptr noundef @.str.5)
  %tobool6 = icmp ne ptr %call5, null
  %3 = zext i1 %tobool6 to i64
  %cond7 = select i1 %tobool6, ptr @.str.6, ptr @.str.7
  %call8 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %cond7)
  %call9 = call noalias ptr @fopen(ptr noundef @.str, ptr noundef @.str.5)
  store ptr %call9, ptr %f, align 8
  %arraydecay = getelementptr inbounds [16 x i8], ptr %l, i64 0, i64 0
  %4 = load ptr, ptr %f, align 8
  %call10 = call ptr @fgets(ptr noundef %arraydecay, i32 noundef 16, ptr noundef %4)
  %call11 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %call10)
  %5 = load ptr, ptr %f, align 8
  %call12 = call i32 @fclose(ptr noundef %5)
  %call13 = call i32 @remove(ptr noundef @.str)
  %call14 = call i32 @remove(ptr noundef @.str)
  %call15 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %call13, i32 noundef %call14)
  ret i32 0
}
declare noalias ptr @fopen(ptr noundef, ptr noundef)
declare i32 @fprintf(ptr noundef, ptr noundef, ...)
declare i32 @fclose(ptr noundef)
declare i32 @printf(ptr noundef, ...)
declare ptr @fgets(ptr noundef, i32 noundef, ptr noundef)
declare i32 @remove(ptr noundef)
