; ModuleID = 'printld.c'
source_filename = "printld.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@vz = dso_local global x86_fp80 0xK00000000000000000000, align 16
@__const.main.xs = private unnamed_addr constant [14 x x86_fp80] [x86_fp80 0xK00000000000000000000, x86_fp80 0xK80000000000000000000, x86_fp80 0xK3FFF8000000000000000, x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, x86_fp80 0xKC000A000000000000000, x86_fp80 0xK00000000000663278E62, x86_fp80 0xK7FFEFFFFFFFFFFFFFFFF, x86_fp80 0xK4019EB79A2A400000000, x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80 0xK4041AD78EBC5AC620000, x86_fp80 0xK3FF0D1B71758E219652C, x86_fp80 0xK3FFE8000000000000000, x86_fp80 0xK3FFFC000000000000000, x86_fp80 0xK4000A000000000000000], align 16
@.str = private unnamed_addr constant [25 x i8] c"[%Lf] [%Le] [%Lg] [%La]\0A\00", align 1
@.str.1 = private unnamed_addr constant [87 x i8] c"[%.0Lf] [%.3Le] [%.10Lg] [%#.0Le] [%+12.4Lf] [%-14.2Le|] [%012.3Lg] [%LA] [%LE] [%LG]\0A\00", align 1
@.str.2 = private unnamed_addr constant [25 x i8] c"va [%.20Lf] [%.18Lg] %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [31 x i8] c"[%Lf] [%Le] [%LG] [%5.1Lf] %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [14 x x86_fp80], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca x86_fp80, align 16
  %6 = alloca x86_fp80, align 16
  %7 = alloca x86_fp80, align 16
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.xs, i64 224, i1 false)
  store i32 14, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %8

8:                                                ; preds = %36, %0
  %9 = load i32, ptr %4, align 4
  %10 = load i32, ptr %3, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %39

12:                                               ; preds = %8
  %13 = load i32, ptr %4, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [14 x x86_fp80], ptr %2, i64 0, i64 %14
  %16 = load x86_fp80, ptr %15, align 16
  store x86_fp80 %16, ptr %5, align 16
  %17 = load x86_fp80, ptr %5, align 16
  %18 = load x86_fp80, ptr %5, align 16
  %19 = load x86_fp80, ptr %5, align 16
  %20 = load x86_fp80, ptr %5, align 16
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str, x86_fp80 noundef %17, x86_fp80 noundef %18, x86_fp80 noundef %19, x86_fp80 noundef %20)
  %22 = load x86_fp80, ptr %5, align 16
  %23 = load x86_fp80, ptr %5, align 16
  %24 = load x86_fp80, ptr %5, align 16
  %25 = load x86_fp80, ptr %5, align 16
  %26 = load x86_fp80, ptr %5, align 16
  %27 = load x86_fp80, ptr %5, align 16
  %28 = load x86_fp80, ptr %5, align 16
  %29 = load x86_fp80, ptr %5, align 16
  %30 = load x86_fp80, ptr %5, align 16
  %31 = load x86_fp80, ptr %5, align 16
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, x86_fp80 noundef %22, x86_fp80 noundef %23, x86_fp80 noundef %24, x86_fp80 noundef %25, x86_fp80 noundef %26, x86_fp80 noundef %27, x86_fp80 noundef %28, x86_fp80 noundef %29, x86_fp80 noundef %30, x86_fp80 noundef %31)
  %33 = load x86_fp80, ptr %5, align 16
  %34 = load x86_fp80, ptr %5, align 16
  %35 = load i32, ptr %4, align 4
  call void (ptr, ...) @vp(ptr noundef @.str.2, x86_fp80 noundef %33, x86_fp80 noundef %34, i32 noundef %35)
  br label %36

36:                                               ; preds = %12
  %37 = load i32, ptr %4, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %4, align 4
  br label %8, !llvm.loop !6

39:                                               ; preds = %8
  %40 = load volatile x86_fp80, ptr @vz, align 16
  %41 = fdiv x86_fp80 0xK3FFF8000000000000000, %40
  store x86_fp80 %41, ptr %6, align 16
  %42 = load volatile x86_fp80, ptr @vz, align 16
  %43 = load volatile x86_fp80, ptr @vz, align 16
  %44 = fdiv x86_fp80 %42, %43
  store x86_fp80 %44, ptr %7, align 16
  %45 = load x86_fp80, ptr %6, align 16
  %46 = load x86_fp80, ptr %6, align 16
  %47 = fneg x86_fp80 %46
  %48 = load x86_fp80, ptr %6, align 16
  %49 = load x86_fp80, ptr %6, align 16
  %50 = load x86_fp80, ptr %7, align 16
  %51 = load x86_fp80, ptr %7, align 16
  %52 = fcmp une x86_fp80 %50, %51
  %53 = zext i1 %52 to i32
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, x86_fp80 noundef %45, x86_fp80 noundef %47, x86_fp80 noundef %48, x86_fp80 noundef %49, i32 noundef %53)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @vp(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  store ptr %0, ptr %2, align 8
  %4 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %4)
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %7 = call i32 @vprintf(ptr noundef %5, ptr noundef %6) #5
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %8)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare i32 @vprintf(ptr noundef, ptr noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
