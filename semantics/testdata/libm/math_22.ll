; ModuleID = 'math.c'
source_filename = "math.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@table = internal global [8 x double] zeroinitializer, align 16
@.str = private unnamed_addr constant [6 x i8] c"%.6f\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"%.17g %.17g\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"%.9g %.9g\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"%g %g %g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0.000000e+00, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %5

5:                                                ; preds = %34, %0
  %6 = load i32, ptr %3, align 4
  %7 = icmp slt i32 %6, 8
  br i1 %7, label %8, label %37

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = sitofp i32 %9 to double
  %11 = fmul double 2.500000e-01, %10
  %12 = fsub double %11, 5.000000e-01
  store double %12, ptr %4, align 8
  %13 = load double, ptr %4, align 8
  %14 = call double @sin(double noundef %13) #3
  %15 = load double, ptr %4, align 8
  %16 = call double @pow(double noundef 2.000000e+00, double noundef %15) #3
  %17 = fmul double %14, %16
  %18 = load double, ptr %4, align 8
  %19 = call double @exp(double noundef %18) #3
  %20 = fadd double %17, %19
  %21 = load double, ptr %4, align 8
  %22 = fadd double 1.500000e+00, %21
  %23 = call double @log(double noundef %22) #3
  %24 = fsub double %20, %23
  %25 = load i32, ptr %3, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %26
  store double %24, ptr %27, align 8
  %28 = load i32, ptr %3, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %29
  %31 = load double, ptr %30, align 8
  %32 = load double, ptr %2, align 8
  %33 = fadd double %32, %31
  store double %33, ptr %2, align 8
  br label %34

34:                                               ; preds = %8
  %35 = load i32, ptr %3, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %3, align 4
  br label %5, !llvm.loop !6

37:                                               ; preds = %5
  %38 = load double, ptr %2, align 8
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %38)
  %40 = call double @sin(double noundef 1.000000e+00) #3
  %41 = call double @cos(double noundef 5.000000e-01) #3
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %40, double noundef %41)
  %43 = call double @pow(double noundef 2.500000e+00, double noundef 1.700000e+00) #3
  %44 = call double @pow(double noundef -2.000000e+00, double noundef 3.000000e+00) #3
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %43, double noundef %44)
  %46 = call double @exp(double noundef 3.000000e-01) #3
  %47 = call double @log(double noundef 1.000000e+01) #3
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %46, double noundef %47)
  %49 = call float @sinf(float noundef 5.000000e-01) #3
  %50 = fpext float %49 to double
  %51 = call float @powf(float noundef 3.000000e+00, float noundef 5.000000e-01) #3
  %52 = fpext float %51 to double
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %50, double noundef %52)
  %54 = call double @atan2(double noundef 1.000000e+00, double noundef -2.000000e+00) #3
  %55 = call double @sqrt(double noundef 2.000000e+00) #3
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %54, double noundef %55)
  %57 = call double @pow(double noundef 0.000000e+00, double noundef -1.000000e+00) #3
  %58 = call double @log(double noundef 0.000000e+00) #3
  %59 = call double @exp(double noundef 0xFFF0000000000000) #3
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %57, double noundef %58, double noundef %59)
  %61 = load double, ptr %2, align 8
  %62 = fcmp ogt double %61, 0.000000e+00
  %63 = zext i1 %62 to i64
  %64 = select i1 %62, i32 0, i32 1
  ret i32 %64
}

; Function Attrs: nounwind
declare double @sin(double noundef) #1

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #1

; Function Attrs: nounwind
declare double @exp(double noundef) #1

; Function Attrs: nounwind
declare double @log(double noundef) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare double @cos(double noundef) #1

; Function Attrs: nounwind
declare float @sinf(float noundef) #1

; Function Attrs: nounwind
declare float @powf(float noundef, float noundef) #1

; Function Attrs: nounwind
declare double @atan2(double noundef, double noundef) #1

; Function Attrs: nounwind
declare double @sqrt(double noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

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
