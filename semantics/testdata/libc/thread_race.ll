; main writes what a thread not yet joined reads (a data race; natively the result is 0 or 1).
; EXPECT-KIND: unsupported
; REASON-CONTAINS: threads: main accesses an object
; clang-22 -O0 of:
; #include <pthread.h>
; static int x;
; static void *work(void *a) { return (void *)(long)x; }
; int main(void) {
;   pthread_t t;
;   void *r;
;   pthread_create(&t, NULL, work, NULL);
;   x = 1;
;   pthread_join(t, &r);
;   return (int)(long)r;
; }

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"
@x = internal global i32 0, align 4

define dso_local i32 @main() {
entry:
  %retval = alloca i32, align 4
  %t = alloca i64, align 8
  %r = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  %call = call i32 @pthread_create(ptr noundef %t, ptr noundef null, ptr noundef @work, ptr noundef null)
  store i32 1, ptr @x, align 4
  %0 = load i64, ptr %t, align 8
  %call1 = call i32 @pthread_join(i64 noundef %0, ptr noundef %r)
  %1 = load ptr, ptr %r, align 8
  %2 = ptrtoint ptr %1 to i64
  %conv = trunc i64 %2 to i32
  ret i32 %conv
}

declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef)

define internal ptr @work(ptr noundef %a) {
entry:
  %a.addr = alloca ptr, align 8
  store ptr %a, ptr %a.addr, align 8
  %0 = load i32, ptr @x, align 4
  %conv = sext i32 %0 to i64
  %1 = inttoptr i64 %conv to ptr
  ret ptr %1
}
declare i32 @pthread_join(i64 noundef, ptr noundef)
