; strtol, strtoul and atoi (libc_strconv.go): bases 0 and 36, prefixes, ERANGE
; in errno, endptr; the output is the native run's (clang-19 -O0).
; STDOUT: "-42 4 0 18446744073709546327\n31 4 0 42819\n511 4 0 9331\n0 1 0 1223\n9223372036854775807 20 34 18446744073709551615\n-9223372036854775808 21 34 18446744073709551615\n0 0 0 1295\n-1 2 0 18446744073709551615\n"
; #include <stdio.h>
; #include <stdlib.h>
; #include <errno.h>
; int main(void) {
;   const char *in[] = {" -42x", "0x1F", "0777", "0xz", "99999999999999999999", "-99999999999999999999", "zz", "-1"};
;   for (int i = 0; i < 8; i++) {
;     char *end; errno = 0;
;     long v = strtol(in[i], &end, 0);
;     int e = errno;
;     unsigned long u = strtoul(in[i], 0, 36);
;     printf("%ld %d %d %lu\n", v, (int)(end - in[i]), e, u);
;   }
;   return atoi("  12abc") + atol("-2") - 10;
; }
; ModuleID = 'str_strtol.c'
source_filename = "str_strtol.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c" -42x\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"0x1F\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"0777\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"0xz\00", align 1
@.str.4 = private unnamed_addr constant [21 x i8] c"99999999999999999999\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"-99999999999999999999\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"zz\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"-1\00", align 1
@__const.main.in = private unnamed_addr constant [8 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 16
@.str.8 = private unnamed_addr constant [15 x i8] c"%ld %d %d %lu\0A\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"  12abc\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"-2\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [8 x ptr], align 16
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.in, i64 64, i1 false)
  store i32 0, ptr %3, align 4
  br label %8

8:                                                ; preds = %38, %0
  %9 = load i32, ptr %3, align 4
  %10 = icmp slt i32 %9, 8
  br i1 %10, label %11, label %41

11:                                               ; preds = %8
  %12 = call ptr @__errno_location() #6
  store i32 0, ptr %12, align 4
  %13 = load i32, ptr %3, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [8 x ptr], ptr %2, i64 0, i64 %14
  %16 = load ptr, ptr %15, align 8
  %17 = call i64 @strtol(ptr noundef %16, ptr noundef %4, i32 noundef 0) #7
  store i64 %17, ptr %5, align 8
  %18 = call ptr @__errno_location() #6
  %19 = load i32, ptr %18, align 4
  store i32 %19, ptr %6, align 4
  %20 = load i32, ptr %3, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [8 x ptr], ptr %2, i64 0, i64 %21
  %23 = load ptr, ptr %22, align 8
  %24 = call i64 @strtoul(ptr noundef %23, ptr noundef null, i32 noundef 36) #7
  store i64 %24, ptr %7, align 8
  %25 = load i64, ptr %5, align 8
  %26 = load ptr, ptr %4, align 8
  %27 = load i32, ptr %3, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [8 x ptr], ptr %2, i64 0, i64 %28
  %30 = load ptr, ptr %29, align 8
  %31 = ptrtoint ptr %26 to i64
  %32 = ptrtoint ptr %30 to i64
  %33 = sub i64 %31, %32
  %34 = trunc i64 %33 to i32
  %35 = load i32, ptr %6, align 4
  %36 = load i64, ptr %7, align 8
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %25, i32 noundef %34, i32 noundef %35, i64 noundef %36)
  br label %38

38:                                               ; preds = %11
  %39 = load i32, ptr %3, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %3, align 4
  br label %8, !llvm.loop !6

41:                                               ; preds = %8
  %42 = call i32 @atoi(ptr noundef @.str.9) #8
  %43 = sext i32 %42 to i64
  %44 = call i64 @atol(ptr noundef @.str.10) #8
  %45 = add nsw i64 %43, %44
  %46 = sub nsw i64 %45, 10
  %47 = trunc i64 %46 to i32
  ret i32 %47
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__errno_location() #2

; Function Attrs: nounwind
declare i64 @strtol(ptr noundef, ptr noundef, i32 noundef) #3

; Function Attrs: nounwind
declare i64 @strtoul(ptr noundef, ptr noundef, i32 noundef) #3

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: nounwind willreturn memory(read)
declare i32 @atoi(ptr noundef) #5

; Function Attrs: nounwind willreturn memory(read)
declare i64 @atol(ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }

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
