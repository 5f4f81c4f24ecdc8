; main returns with a thread not joined: natively the thread may not have printed.
; EXPECT-KIND: unsupported
; REASON-CONTAINS: threads: the program ends with a thread not joined
; clang-22 -O0 of:
; #include <stdio.h>
; #include <pthread.h>
; static void *work(void *a) { puts("thread"); return NULL; }
; int main(void) {
;   pthread_t t;
;   pthread_create(&t, NULL, work, NULL);
;   return 0;
; }

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"
@.str = private unnamed_addr constant [7 x i8] c"thread\00", align 1

define dso_local i32 @main() {
entry:
  %retval = alloca i32, align 4
  %t = alloca i64, align 8
  store i32 0, ptr %retval, align 4
  %call = call i32 @pthread_create(ptr noundef %t, ptr noundef null, ptr noundef @work, ptr noundef null)
  ret i32 0
}

declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef)

define internal ptr @work(ptr noundef %a) {
entry:
  %a.addr = alloca ptr, align 8
  store ptr %a, ptr %a.addr, align 8
  %call = call i32 @puts(ptr noundef @.str)
  ret ptr null
}
declare i32 @puts(ptr noundef)
