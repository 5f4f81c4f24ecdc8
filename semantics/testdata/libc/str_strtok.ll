; strtok and strtok_r (libc_strconv.go): runs of delimiters, the saved
; position, the end; the output is the native run's (clang-19 -O0).
; STDOUT: "[one][two][three]<x><y><z>1\n"
; #include <stdio.h>
; #include <string.h>
; int main(void) {
;   char a[] = ",,one,,two;three;;", b[] = "x y  z";
;   for (char *t = strtok(a, ",;"); t; t = strtok(NULL, ",;")) printf("[%s]", t);
;   char *save;
;   for (char *t = strtok_r(b, " ", &save); t; t = strtok_r(NULL, " ", &save)) printf("<%s>", t);
;   printf("%d\n", strtok(NULL, ",") == NULL);
;   return 0;
; }
; ModuleID = 'str_strtok.c'
source_filename = "str_strtok.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.a = private unnamed_addr constant [19 x i8] c",,one,,two;three;;\00", align 16
@__const.main.b = private unnamed_addr constant [7 x i8] c"x y  z\00", align 1
@.str = private unnamed_addr constant [3 x i8] c",;\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"[%s]\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"<%s>\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c",\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [19 x i8], align 16
  %3 = alloca [7 x i8], align 1
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.a, i64 19, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 @__const.main.b, i64 7, i1 false)
  %7 = getelementptr inbounds [19 x i8], ptr %2, i64 0, i64 0
  %8 = call ptr @strtok(ptr noundef %7, ptr noundef @.str) #4
  store ptr %8, ptr %4, align 8
  br label %9

9:                                                ; preds = %15, %0
  %10 = load ptr, ptr %4, align 8
  %11 = icmp ne ptr %10, null
  br i1 %11, label %12, label %17

12:                                               ; preds = %9
  %13 = load ptr, ptr %4, align 8
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %13)
  br label %15

15:                                               ; preds = %12
  %16 = call ptr @strtok(ptr noundef null, ptr noundef @.str) #4
  store ptr %16, ptr %4, align 8
  br label %9, !llvm.loop !6

17:                                               ; preds = %9
  %18 = getelementptr inbounds [7 x i8], ptr %3, i64 0, i64 0
  %19 = call ptr @strtok_r(ptr noundef %18, ptr noundef @.str.2, ptr noundef %5) #4
  store ptr %19, ptr %6, align 8
  br label %20

20:                                               ; preds = %26, %17
  %21 = load ptr, ptr %6, align 8
  %22 = icmp ne ptr %21, null
  br i1 %22, label %23, label %28

23:                                               ; preds = %20
  %24 = load ptr, ptr %6, align 8
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %24)
  br label %26

26:                                               ; preds = %23
  %27 = call ptr @strtok_r(ptr noundef null, ptr noundef @.str.2, ptr noundef %5) #4
  store ptr %27, ptr %6, align 8
  br label %20, !llvm.loop !8

28:                                               ; preds = %20
  %29 = call ptr @strtok(ptr noundef null, ptr noundef @.str.5) #4
  %30 = icmp eq ptr %29, null
  %31 = zext i1 %30 to i32
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %31)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nounwind
declare ptr @strtok(ptr noundef, ptr noundef) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare ptr @strtok_r(ptr noundef, ptr noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
