; ModuleID = 'float128.c'
source_filename = "float128.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@va = dso_local global fp128 0xL00000000000000003FFF000000000000, align 16
@vb = dso_local global fp128 0xL00000000000000004000800000000000, align 16
@vz = dso_local global fp128 0xL00000000000000000000000000000000, align 16
@.str = private unnamed_addr constant [4 x i8] c"div\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"mul\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"nan %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"neg\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"d %a\0A\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"ext\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"extld\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"ld %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [9 x i8] c"ll %lld\0A\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"sitofp\00", align 1
@.str.12 = private unnamed_addr constant [14 x i8] c"cmp %d %d %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [19 x i8] c"%s %016llx%016llx\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca fp128, align 16
  %3 = alloca fp128, align 16
  %4 = alloca double, align 8
  %5 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  %6 = load volatile fp128, ptr @va, align 16
  store fp128 %6, ptr %2, align 16
  %7 = load volatile fp128, ptr @vb, align 16
  store fp128 %7, ptr %3, align 16
  %8 = load fp128, ptr %2, align 16
  %9 = load fp128, ptr %3, align 16
  %10 = fdiv fp128 %8, %9
  call void @pq(ptr noundef @.str, fp128 noundef %10)
  %11 = load fp128, ptr %2, align 16
  %12 = load fp128, ptr %3, align 16
  %13 = fdiv fp128 %11, %12
  %14 = fadd fp128 %13, 0xL24924924924924923FFD249249249249
  call void @pq(ptr noundef @.str.1, fp128 noundef %14)
  %15 = load fp128, ptr %2, align 16
  %16 = load fp128, ptr %3, align 16
  %17 = fdiv fp128 %16, 0xL000000000000000040415AF1D78B58C4
  %18 = fsub fp128 %15, %17
  call void @pq(ptr noundef @.str.2, fp128 noundef %18)
  %19 = load fp128, ptr %2, align 16
  %20 = load fp128, ptr %3, align 16
  %21 = fdiv fp128 %19, %20
  %22 = load fp128, ptr %2, align 16
  %23 = fdiv fp128 %22, 0xL00000000000000004001C00000000000
  %24 = fmul fp128 %21, %23
  call void @pq(ptr noundef @.str.3, fp128 noundef %24)
  %25 = load volatile fp128, ptr @vz, align 16
  %26 = load volatile fp128, ptr @vz, align 16
  %27 = fdiv fp128 %25, %26
  %28 = load volatile fp128, ptr @vz, align 16
  %29 = load volatile fp128, ptr @vz, align 16
  %30 = fdiv fp128 %28, %29
  %31 = fcmp une fp128 %27, %30
  %32 = zext i1 %31 to i32
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %32)
  %34 = load fp128, ptr %2, align 16
  %35 = load fp128, ptr %3, align 16
  %36 = fdiv fp128 %34, %35
  %37 = fneg fp128 %36
  call void @pq(ptr noundef @.str.5, fp128 noundef %37)
  %38 = load fp128, ptr %2, align 16
  %39 = load fp128, ptr %3, align 16
  %40 = fdiv fp128 %38, %39
  %41 = fptrunc fp128 %40 to double
  store double %41, ptr %4, align 8
  %42 = load double, ptr %4, align 8
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %42)
  call void @pq(ptr noundef @.str.7, fp128 noundef 0xLA0000000000000003FFB999999999999)
  call void @pq(ptr noundef @.str.8, fp128 noundef 0xL55560000000000003FFD555555555555)
  %44 = load fp128, ptr %2, align 16
  %45 = load fp128, ptr %3, align 16
  %46 = fdiv fp128 %44, %45
  %47 = fptrunc fp128 %46 to x86_fp80
  %48 = fcmp oeq x86_fp80 %47, 0xK3FFDAAAAAAAAAAAAAAAB
  %49 = zext i1 %48 to i32
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %49)
  %51 = load fp128, ptr %3, align 16
  %52 = fmul fp128 %51, 0xL00000000000000004030C6BF52634000
  %53 = fptosi fp128 %52 to i64
  store i64 %53, ptr %5, align 8
  %54 = load i64, ptr %5, align 8
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %54)
  call void @pq(ptr noundef @.str.11, fp128 noundef 0xL1150000000000000C03B12210F47DE98)
  %56 = load fp128, ptr %2, align 16
  %57 = load fp128, ptr %3, align 16
  %58 = fcmp olt fp128 %56, %57
  %59 = zext i1 %58 to i32
  %60 = load fp128, ptr %2, align 16
  %61 = load fp128, ptr %3, align 16
  %62 = fcmp oeq fp128 %60, %61
  %63 = zext i1 %62 to i32
  %64 = load volatile fp128, ptr @vz, align 16
  %65 = load volatile fp128, ptr @vz, align 16
  %66 = fdiv fp128 %64, %65
  %67 = load volatile fp128, ptr @vz, align 16
  %68 = load volatile fp128, ptr @vz, align 16
  %69 = fdiv fp128 %67, %68
  %70 = fcmp une fp128 %66, %69
  %71 = zext i1 %70 to i32
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %59, i32 noundef %63, i32 noundef %71)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pq(ptr noundef %0, fp128 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca fp128, align 16
  %5 = alloca [2 x i64], align 16
  store ptr %0, ptr %3, align 8
  store fp128 %1, ptr %4, align 16
  %6 = getelementptr inbounds [2 x i64], ptr %5, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 %4, i64 16, i1 false)
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds [2 x i64], ptr %5, i64 0, i64 1
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr inbounds [2 x i64], ptr %5, i64 0, i64 0
  %11 = load i64, ptr %10, align 16
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef %7, i64 noundef %9, i64 noundef %11)
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
