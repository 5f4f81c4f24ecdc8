; Two threads not joined share an object (and a mutex): the interleaving decides.
; EXPECT-KIND: unsupported
; REASON-CONTAINS: threads: two threads not joined
; clang-22 -O0 of:
; #include <stdio.h>
; #include <pthread.h>
; static __thread int tl = 10;
; static int shared[2];
; static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
; static pthread_t main_id;
; static void *work(void *a) {
;   int k = *(int *)a;
;   tl += k;
;   pthread_mutex_lock(&mu);
;   shared[k - 1] = tl;
;   pthread_mutex_unlock(&mu);
;   return (void *)(long)(tl + pthread_equal(pthread_self(), main_id));
; }
; int main(void) {
;   pthread_t t1, t2;
;   int a1 = 1, a2 = 2;
;   void *r1, *r2;
;   main_id = pthread_self();
;   tl = 100;
;   pthread_create(&t1, NULL, work, &a1);
;   pthread_create(&t2, NULL, work, &a2);
;   pthread_join(t1, &r1);
;   pthread_join(t2, &r2);
;   printf("%ld %ld %d %d %d\n", (long)r1, (long)r2, shared[0], shared[1], tl);
;   return 0;
; }

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"
%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
@main_id = internal global i64 0, align 8
@tl = internal thread_local global i32 10, align 4
@.str = private unnamed_addr constant [18 x i8] c"%ld %ld %d %d %d\0A\00", align 1
@shared = internal global [2 x i32] zeroinitializer, align 4
@mu = internal global %union.pthread_mutex_t zeroinitializer, align 8

define dso_local i32 @main() {
entry:
  %retval = alloca i32, align 4
  %t1 = alloca i64, align 8
  %t2 = alloca i64, align 8
  %a1 = alloca i32, align 4
  %a2 = alloca i32, align 4
  %r1 = alloca ptr, align 8
  %r2 = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 1, ptr %a1, align 4
  store i32 2, ptr %a2, align 4
  %call = call i64 @pthread_self()
  store i64 %call, ptr @main_id, align 8
  %0 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl)
  store i32 100, ptr %0, align 4
  %call1 = call i32 @pthread_create(ptr noundef %t1, ptr noundef null, ptr noundef @work, ptr noundef %a1)
  %call2 = call i32 @pthread_create(ptr noundef %t2, ptr noundef null, ptr noundef @work, ptr noundef %a2)
  %1 = load i64, ptr %t1, align 8
  %call3 = call i32 @pthread_join(i64 noundef %1, ptr noundef %r1)
  %2 = load i64, ptr %t2, align 8
  %call4 = call i32 @pthread_join(i64 noundef %2, ptr noundef %r2)
  %3 = load ptr, ptr %r1, align 8
  %4 = ptrtoint ptr %3 to i64
  %5 = load ptr, ptr %r2, align 8
  %6 = ptrtoint ptr %5 to i64
  %7 = load i32, ptr @shared, align 4
  %8 = load i32, ptr getelementptr inbounds ([2 x i32], ptr @shared, i64 0, i64 1), align 4
  %9 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl)
  %10 = load i32, ptr %9, align 4
  %call5 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %4, i64 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %10)
  ret i32 0
}

declare i64 @pthread_self()

declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull)

declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef)

define internal ptr @work(ptr noundef %a) {
entry:
  %a.addr = alloca ptr, align 8
  %k = alloca i32, align 4
  store ptr %a, ptr %a.addr, align 8
  %0 = load ptr, ptr %a.addr, align 8
  %1 = load i32, ptr %0, align 4
  store i32 %1, ptr %k, align 4
  %2 = load i32, ptr %k, align 4
  %3 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl)
  %4 = load i32, ptr %3, align 4
  %add = add nsw i32 %4, %2
  store i32 %add, ptr %3, align 4
  %call = call i32 @pthread_mutex_lock(ptr noundef @mu)
  %5 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl)
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %k, align 4
  %sub = sub nsw i32 %7, 1
  %idxprom = sext i32 %sub to i64
  %arrayidx = getelementptr inbounds [2 x i32], ptr @shared, i64 0, i64 %idxprom
  store i32 %6, ptr %arrayidx, align 4
  %call1 = call i32 @pthread_mutex_unlock(ptr noundef @mu)
  %8 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl)
  %9 = load i32, ptr %8, align 4
  %call2 = call i64 @pthread_self()
  %10 = load i64, ptr @main_id, align 8
  %call3 = call i32 @pthread_equal(i64 noundef %call2, i64 noundef %10)
  %add4 = add nsw i32 %9, %call3
  %conv = sext i32 %add4 to i64
  %11 = inttoptr i64 %conv to ptr
  ret ptr %11
}
declare i32 @pthread_join(i64 noundef, ptr noundef)
declare i32 @printf(ptr noundef, ...)

declare i32 @pthread_mutex_lock(ptr noundef)

declare i32 @pthread_mutex_unlock(ptr noundef)

declare i32 @pthread_equal(i64 noundef, i64 noundef)
