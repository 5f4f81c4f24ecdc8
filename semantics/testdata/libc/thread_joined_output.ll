; Output of a thread between its creator's, ordered by create and join.
; STDOUT: "before\nthread\nafter\n"
; clang-22 -O0 of:
; #include <stdio.h>
; #include <pthread.h>
; static void *work(void *a) { puts((char *)a); return NULL; }
; int main(void) {
;   pthread_t t;
;   puts("before");
;   pthread_create(&t, NULL, work, "thread");
;   pthread_join(t, NULL);
;   puts("after");
;   return 0;
; }

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"
@.str = private unnamed_addr constant [7 x i8] c"before\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"thread\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"after\00", align 1

define dso_local i32 @main() {
entry:
  %retval = alloca i32, align 4
  %t = alloca i64, align 8
  store i32 0, ptr %retval, align 4
  %call = call i32 @puts(ptr noundef @.str)
  %call1 = call i32 @pthread_create(ptr noundef %t, ptr noundef null, ptr noundef @work, ptr noundef @.str.1)
  %0 = load i64, ptr %t, align 8
  %call2 = call i32 @pthread_join(i64 noundef %0, ptr noundef null)
  %call3 = call i32 @puts(ptr noundef @.str.2)
  ret i32 0
}
declare i32 @puts(ptr noundef)

declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef)

define internal ptr @work(ptr noundef %a) {
entry:
  %a.addr = alloca ptr, align 8
  store ptr %a, ptr %a.addr, align 8
  %0 = load ptr, ptr %a.addr, align 8
  %call = call i32 @puts(ptr noundef %0)
  ret ptr null
}
declare i32 @pthread_join(i64 noundef, ptr noundef)
