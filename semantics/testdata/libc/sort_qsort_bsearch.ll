; qsort and bsearch call the comparison function in glibc 2.36's order (merge sort; pointers for elements over 32 bytes; bisection): the output is a native run's (clang-22 -O0 of the C program in the comments).
; STDOUT: "5:3 9:1 3:1 3:9 5:9 7:3 0:-4 3:-4 3:0 1:-4 1:0 1:3 3:3 5:3 5:7 9:7 \n -4 0 1 3 3 5 7 912/35 31/12 31/35 2/33 10/2 10/33 12/2 12/10 31/10 31/33 35/33 \n 2 12 10 31 35 337:3 7:7 2:3 2:1 2:3 \nfound 7 at 6, no 2\n"
; #include <stdio.h>
; #include <stdlib.h>
; #include <string.h>
; struct big { int key; char pad[36]; };
; static int cmpi(const void *a, const void *b) {
;   int x = *(const int *)a, y = *(const int *)b;
;   printf("%d:%d ", x, y);
;   return (x > y) - (x < y);
; }
; static int cmpk(const void *a, const void *b) {
;   const struct big *x = a, *y = b;
;   printf("%d/%d ", x->key, y->key);
;   return x->key / 10 - y->key / 10;
; }
; int main(void) {
;   int v[] = {5, 3, 9, 1, 7, 3, 0, -4};
;   qsort(v, 8, sizeof v[0], cmpi);
;   printf("\n");
;   for (int i = 0; i < 8; i++) printf(" %d", v[i]);
;   struct big b[6];
;   int keys[] = {31, 12, 35, 10, 2, 33};
;   for (int i = 0; i < 6; i++) { memset(&b[i], 0, sizeof b[i]); b[i].key = keys[i]; }
;   qsort(b, 6, sizeof b[0], cmpk);
;   printf("\n");
;   for (int i = 0; i < 6; i++) printf(" %d", b[i].key);
;   int key = 7, miss = 2;
;   int *p = bsearch(&key, v, 8, sizeof v[0], cmpi);
;   int *q = bsearch(&miss, v, 8, sizeof v[0], cmpi);
;   printf("\nfound %d at %d, %s\n", *p, (int)(p - v), q ? "found 2" : "no 2");
;   return 0;
; }
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.big = type { i32, [36 x i8] }

@__const.main.v = private unnamed_addr constant [8 x i32] [i32 5, i32 3, i32 9, i32 1, i32 7, i32 3, i32 0, i32 -4], align 16
@.str = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@__const.main.keys = private unnamed_addr constant [6 x i32] [i32 31, i32 12, i32 35, i32 10, i32 2, i32 33], align 16
@.str.2 = private unnamed_addr constant [21 x i8] c"\0Afound %d at %d, %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"found 2\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"no 2\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"%d:%d \00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"%d/%d \00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() {
entry:
  %retval = alloca i32, align 4
  %v = alloca [8 x i32], align 16
  %i = alloca i32, align 4
  %b = alloca [6 x %struct.big], align 16
  %keys = alloca [6 x i32], align 16
  %i2 = alloca i32, align 4
  %i17 = alloca i32, align 4
  %key28 = alloca i32, align 4
  %miss = alloca i32, align 4
  %p = alloca ptr, align 8
  %q = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %v, ptr align 16 @__const.main.v, i64 32, i1 false)
  %arraydecay = getelementptr inbounds [8 x i32], ptr %v, i64 0, i64 0
  call void @qsort(ptr noundef %arraydecay, i64 noundef 8, i64 noundef 4, ptr noundef @cmpi)
  %call = call i32 (ptr, ...) @printf(ptr noundef @.str)
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %cmp = icmp slt i32 %0, 8
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = load i32, ptr %i, align 4
  %idxprom = sext i32 %1 to i64
  %arrayidx = getelementptr inbounds [8 x i32], ptr %v, i64 0, i64 %idxprom
  %2 = load i32, ptr %arrayidx, align 4
  %call1 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %2)
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %3 = load i32, ptr %i, align 4
  %inc = add nsw i32 %3, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond

for.end:                                          ; preds = %for.cond
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %keys, ptr align 16 @__const.main.keys, i64 24, i1 false)
  store i32 0, ptr %i2, align 4
  br label %for.cond3

for.cond3:                                        ; preds = %for.inc12, %for.end
  %4 = load i32, ptr %i2, align 4
  %cmp4 = icmp slt i32 %4, 6
  br i1 %cmp4, label %for.body5, label %for.end14

for.body5:                                        ; preds = %for.cond3
  %5 = load i32, ptr %i2, align 4
  %idxprom6 = sext i32 %5 to i64
  %arrayidx7 = getelementptr inbounds [6 x %struct.big], ptr %b, i64 0, i64 %idxprom6
  call void @llvm.memset.p0.i64(ptr align 8 %arrayidx7, i8 0, i64 40, i1 false)
  %6 = load i32, ptr %i2, align 4
  %idxprom8 = sext i32 %6 to i64
  %arrayidx9 = getelementptr inbounds [6 x i32], ptr %keys, i64 0, i64 %idxprom8
  %7 = load i32, ptr %arrayidx9, align 4
  %8 = load i32, ptr %i2, align 4
  %idxprom10 = sext i32 %8 to i64
  %arrayidx11 = getelementptr inbounds [6 x %struct.big], ptr %b, i64 0, i64 %idxprom10
  %key = getelementptr inbounds nuw %struct.big, ptr %arrayidx11, i32 0, i32 0
  store i32 %7, ptr %key, align 8
  br label %for.inc12

for.inc12:                                        ; preds = %for.body5
  %9 = load i32, ptr %i2, align 4
  %inc13 = add nsw i32 %9, 1
  store i32 %inc13, ptr %i2, align 4
  br label %for.cond3

for.end14:                                        ; preds = %for.cond3
  %arraydecay15 = getelementptr inbounds [6 x %struct.big], ptr %b, i64 0, i64 0
  call void @qsort(ptr noundef %arraydecay15, i64 noundef 6, i64 noundef 40, ptr noundef @cmpk)
  %call16 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  store i32 0, ptr %i17, align 4
  br label %for.cond18

for.cond18:                                       ; preds = %for.inc25, %for.end14
  %10 = load i32, ptr %i17, align 4
  %cmp19 = icmp slt i32 %10, 6
  br i1 %cmp19, label %for.body20, label %for.end27

for.body20:                                       ; preds = %for.cond18
  %11 = load i32, ptr %i17, align 4
  %idxprom21 = sext i32 %11 to i64
  %arrayidx22 = getelementptr inbounds [6 x %struct.big], ptr %b, i64 0, i64 %idxprom21
  %key23 = getelementptr inbounds nuw %struct.big, ptr %arrayidx22, i32 0, i32 0
  %12 = load i32, ptr %key23, align 8
  %call24 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %12)
  br label %for.inc25

for.inc25:                                        ; preds = %for.body20
  %13 = load i32, ptr %i17, align 4
  %inc26 = add nsw i32 %13, 1
  store i32 %inc26, ptr %i17, align 4
  br label %for.cond18

for.end27:                                        ; preds = %for.cond18
  store i32 7, ptr %key28, align 4
  store i32 2, ptr %miss, align 4
  %arraydecay29 = getelementptr inbounds [8 x i32], ptr %v, i64 0, i64 0
  %call30 = call ptr @bsearch(ptr noundef %key28, ptr noundef %arraydecay29, i64 noundef 8, i64 noundef 4, ptr noundef @cmpi)
  store ptr %call30, ptr %p, align 8
  %arraydecay31 = getelementptr inbounds [8 x i32], ptr %v, i64 0, i64 0
  %call32 = call ptr @bsearch(ptr noundef %miss, ptr noundef %arraydecay31, i64 noundef 8, i64 noundef 4, ptr noundef @cmpi)
  store ptr %call32, ptr %q, align 8
  %14 = load ptr, ptr %p, align 8
  %15 = load i32, ptr %14, align 4
  %16 = load ptr, ptr %p, align 8
  %arraydecay33 = getelementptr inbounds [8 x i32], ptr %v, i64 0, i64 0
  %sub.ptr.lhs.cast = ptrtoint ptr %16 to i64
  %sub.ptr.rhs.cast = ptrtoint ptr %arraydecay33 to i64
  %sub.ptr.sub = sub i64 %sub.ptr.lhs.cast, %sub.ptr.rhs.cast
  %sub.ptr.div = sdiv exact i64 %sub.ptr.sub, 4
  %conv = trunc i64 %sub.ptr.div to i32
  %17 = load ptr, ptr %q, align 8
  %tobool = icmp ne ptr %17, null
  %18 = zext i1 %tobool to i64
  %cond = select i1 %tobool, ptr @.str.3, ptr @.str.4
  %call34 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %15, i32 noundef %conv, ptr noundef %cond)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg)

declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef)

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmpi(ptr noundef %a, ptr noundef %b) {
entry:
  %a.addr = alloca ptr, align 8
  %b.addr = alloca ptr, align 8
  %x = alloca i32, align 4
  %y = alloca i32, align 4
  store ptr %a, ptr %a.addr, align 8
  store ptr %b, ptr %b.addr, align 8
  %0 = load ptr, ptr %a.addr, align 8
  %1 = load i32, ptr %0, align 4
  store i32 %1, ptr %x, align 4
  %2 = load ptr, ptr %b.addr, align 8
  %3 = load i32, ptr %2, align 4
  store i32 %3, ptr %y, align 4
  %4 = load i32, ptr %x, align 4
  %5 = load i32, ptr %y, align 4
  %call = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %4, i32 noundef %5)
  %6 = load i32, ptr %x, align 4
  %7 = load i32, ptr %y, align 4
  %cmp = icmp sgt i32 %6, %7
  %conv = zext i1 %cmp to i32
  %8 = load i32, ptr %x, align 4
  %9 = load i32, ptr %y, align 4
  %cmp1 = icmp slt i32 %8, %9
  %conv2 = zext i1 %cmp1 to i32
  %sub = sub nsw i32 %conv, %conv2
  ret i32 %sub
}

declare i32 @printf(ptr noundef, ...)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg)

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmpk(ptr noundef %a, ptr noundef %b) {
entry:
  %a.addr = alloca ptr, align 8
  %b.addr = alloca ptr, align 8
  %x = alloca ptr, align 8
  %y = alloca ptr, align 8
  store ptr %a, ptr %a.addr, align 8
  store ptr %b, ptr %b.addr, align 8
  %0 = load ptr, ptr %a.addr, align 8
  store ptr %0, ptr %x, align 8
  %1 = load ptr, ptr %b.addr, align 8
  store ptr %1, ptr %y, align 8
  %2 = load ptr, ptr %x, align 8
  %key = getelementptr inbounds nuw %struct.big, ptr %2, i32 0, i32 0
  %3 = load i32, ptr %key, align 4
  %4 = load ptr, ptr %y, align 8
  %key1 = getelementptr inbounds nuw %struct.big, ptr %4, i32 0, i32 0
  %5 = load i32, ptr %key1, align 4
  %call = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %3, i32 noundef %5)
  %6 = load ptr, ptr %x, align 8
  %key2 = getelementptr inbounds nuw %struct.big, ptr %6, i32 0, i32 0
  %7 = load i32, ptr %key2, align 4
  %div = sdiv i32 %7, 10
  %8 = load ptr, ptr %y, align 8
  %key3 = getelementptr inbounds nuw %struct.big, ptr %8, i32 0, i32 0
  %9 = load i32, ptr %key3, align 4
  %div4 = sdiv i32 %9, 10
  %sub = sub nsw i32 %div, %div4
  ret i32 %sub
}

declare ptr @bsearch(ptr noundef, ptr noundef, i64 noundef, i64 noundef, ptr noundef)



