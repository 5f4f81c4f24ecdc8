; ModuleID = 'longdouble.c'
source_filename = "longdouble.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@va = dso_local global x86_fp80 0xK3FFF8000000000000000, align 16
@vb = dso_local global x86_fp80 0xK4000C000000000000000, align 16
@vc = dso_local global x86_fp80 0xK00000000000663278E62, align 16
@vd = dso_local global x86_fp80 0xK7FF889B634E7456FFA1D, align 16
@vz = dso_local global x86_fp80 0xK00000000000000000000, align 16
@.str = private unnamed_addr constant [4 x i8] c"div\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"mul\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"rem\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"rem2\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"sub1\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"sub2\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"ovf\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"nan %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"neg\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"sqrt\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"floor\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"round\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"trunc\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"ceil\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"fabs\00", align 1
@.str.17 = private unnamed_addr constant [9 x i8] c"copysign\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"fma\00", align 1
@.str.19 = private unnamed_addr constant [11 x i8] c"d %a f %a\0A\00", align 1
@.str.20 = private unnamed_addr constant [4 x i8] c"ext\00", align 1
@.str.21 = private unnamed_addr constant [5 x i8] c"extf\00", align 1
@.str.22 = private unnamed_addr constant [18 x i8] c"ll %lld ull %llu\0A\00", align 1
@.str.23 = private unnamed_addr constant [7 x i8] c"sitofp\00", align 1
@.str.24 = private unnamed_addr constant [7 x i8] c"uitofp\00", align 1
@.str.25 = private unnamed_addr constant [17 x i8] c"cmp %d %d %d %d\0A\00", align 1
@.str.26 = private unnamed_addr constant [16 x i8] c"%s %04x%016llx\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca x86_fp80, align 16
  %3 = alloca x86_fp80, align 16
  %4 = alloca double, align 8
  %5 = alloca float, align 4
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  %8 = load volatile x86_fp80, ptr @va, align 16
  store x86_fp80 %8, ptr %2, align 16
  %9 = load volatile x86_fp80, ptr @vb, align 16
  store x86_fp80 %9, ptr %3, align 16
  %10 = load x86_fp80, ptr %2, align 16
  %11 = load x86_fp80, ptr %3, align 16
  %12 = fdiv x86_fp80 %10, %11
  call void @pl(ptr noundef @.str, x86_fp80 noundef %12)
  %13 = load x86_fp80, ptr %2, align 16
  %14 = load x86_fp80, ptr %3, align 16
  %15 = fdiv x86_fp80 %13, %14
  %16 = fadd x86_fp80 %15, 0xK3FFD9249249249249249
  call void @pl(ptr noundef @.str.1, x86_fp80 noundef %16)
  %17 = load x86_fp80, ptr %2, align 16
  %18 = load x86_fp80, ptr %3, align 16
  %19 = fdiv x86_fp80 %18, 0xK4041AD78EBC5AC620000
  %20 = fsub x86_fp80 %17, %19
  call void @pl(ptr noundef @.str.2, x86_fp80 noundef %20)
  %21 = load x86_fp80, ptr %2, align 16
  %22 = load x86_fp80, ptr %3, align 16
  %23 = fdiv x86_fp80 %21, %22
  %24 = load x86_fp80, ptr %2, align 16
  %25 = fdiv x86_fp80 %24, 0xK4001E000000000000000
  %26 = fmul x86_fp80 %23, %25
  call void @pl(ptr noundef @.str.3, x86_fp80 noundef %26)
  call void @pl(ptr noundef @.str.4, x86_fp80 noundef 0xK3FFFC000000000000000)
  %27 = load volatile x86_fp80, ptr @vd, align 16
  %28 = frem x86_fp80 %27, 0xK4001E000000000000000
  call void @pl(ptr noundef @.str.5, x86_fp80 noundef %28)
  %29 = load volatile x86_fp80, ptr @vc, align 16
  %30 = fmul x86_fp80 %29, 0xK3FFE8000000000000000
  call void @pl(ptr noundef @.str.6, x86_fp80 noundef %30)
  %31 = load volatile x86_fp80, ptr @vc, align 16
  %32 = fdiv x86_fp80 %31, 0xK4000C000000000000000
  call void @pl(ptr noundef @.str.7, x86_fp80 noundef %32)
  %33 = load volatile x86_fp80, ptr @vd, align 16
  %34 = fmul x86_fp80 %33, 0xK4002A000000000000000
  call void @pl(ptr noundef @.str.8, x86_fp80 noundef %34)
  %35 = load volatile x86_fp80, ptr @vz, align 16
  %36 = load volatile x86_fp80, ptr @vz, align 16
  %37 = fdiv x86_fp80 %35, %36
  %38 = call i1 @llvm.is.fpclass.f80(x86_fp80 %37, i32 3)
  %39 = zext i1 %38 to i32
  %40 = icmp ne i32 %39, 0
  %41 = zext i1 %40 to i32
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %41)
  %43 = load x86_fp80, ptr %2, align 16
  %44 = load x86_fp80, ptr %3, align 16
  %45 = fdiv x86_fp80 %43, %44
  %46 = fneg x86_fp80 %45
  call void @pl(ptr noundef @.str.10, x86_fp80 noundef %46)
  %47 = load x86_fp80, ptr %3, align 16
  %48 = call x86_fp80 @llvm.sqrt.f80(x86_fp80 %47)
  call void @pl(ptr noundef @.str.11, x86_fp80 noundef %48)
  %49 = call x86_fp80 @llvm.floor.f80(x86_fp80 0xKC000A000000000000000)
  call void @pl(ptr noundef @.str.12, x86_fp80 noundef %49)
  %50 = call x86_fp80 @llvm.round.f80(x86_fp80 0xK4000A000000000000000)
  call void @pl(ptr noundef @.str.13, x86_fp80 noundef %50)
  %51 = call x86_fp80 @llvm.trunc.f80(x86_fp80 0xKC001FCCCCCCCCCCCCCCD)
  call void @pl(ptr noundef @.str.14, x86_fp80 noundef %51)
  %52 = call x86_fp80 @llvm.ceil.f80(x86_fp80 0xK4001E333333333333333)
  call void @pl(ptr noundef @.str.15, x86_fp80 noundef %52)
  %53 = load x86_fp80, ptr %3, align 16
  %54 = fneg x86_fp80 %53
  %55 = call x86_fp80 @llvm.fabs.f80(x86_fp80 %54)
  call void @pl(ptr noundef @.str.16, x86_fp80 noundef %55)
  %56 = load x86_fp80, ptr %3, align 16
  %57 = call x86_fp80 @llvm.copysign.f80(x86_fp80 %56, x86_fp80 0xKBFFF8000000000000000)
  call void @pl(ptr noundef @.str.17, x86_fp80 noundef %57)
  %58 = load x86_fp80, ptr %2, align 16
  %59 = load x86_fp80, ptr %3, align 16
  %60 = fdiv x86_fp80 %58, %59
  %61 = load x86_fp80, ptr %3, align 16
  %62 = call x86_fp80 @llvm.fma.f80(x86_fp80 %60, x86_fp80 %61, x86_fp80 0xKBFFF8000000000000000)
  call void @pl(ptr noundef @.str.18, x86_fp80 noundef %62)
  %63 = load x86_fp80, ptr %2, align 16
  %64 = load x86_fp80, ptr %3, align 16
  %65 = fdiv x86_fp80 %63, %64
  %66 = fptrunc x86_fp80 %65 to double
  store double %66, ptr %4, align 8
  %67 = load x86_fp80, ptr %2, align 16
  %68 = load x86_fp80, ptr %3, align 16
  %69 = fdiv x86_fp80 %67, %68
  %70 = fptrunc x86_fp80 %69 to float
  store float %70, ptr %5, align 4
  %71 = load double, ptr %4, align 8
  %72 = load float, ptr %5, align 4
  %73 = fpext float %72 to double
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, double noundef %71, double noundef %73)
  call void @pl(ptr noundef @.str.20, x86_fp80 noundef 0xK3FFBCCCCCCCCCCCCD000)
  call void @pl(ptr noundef @.str.21, x86_fp80 noundef 0xK3FFBCCCCCD0000000000)
  %75 = load volatile x86_fp80, ptr @vd, align 16
  %76 = fdiv x86_fp80 %75, 0xKFFBC9EC5553E1F3DEE59
  %77 = fptosi x86_fp80 %76 to i64
  store i64 %77, ptr %6, align 8
  store i64 -8446744073709551616, ptr %7, align 8
  %78 = load i64, ptr %6, align 8
  %79 = load i64, ptr %7, align 8
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, i64 noundef %78, i64 noundef %79)
  call void @pl(ptr noundef @.str.23, x86_fp80 noundef 0xKC03B891087A3EF4C08A8)
  call void @pl(ptr noundef @.str.24, x86_fp80 noundef 0xK403EFFFFFFFFFFFFFFFF)
  %81 = load x86_fp80, ptr %2, align 16
  %82 = load x86_fp80, ptr %3, align 16
  %83 = fcmp olt x86_fp80 %81, %82
  %84 = zext i1 %83 to i32
  %85 = load x86_fp80, ptr %2, align 16
  %86 = load x86_fp80, ptr %3, align 16
  %87 = fcmp oeq x86_fp80 %85, %86
  %88 = zext i1 %87 to i32
  %89 = load volatile x86_fp80, ptr @vz, align 16
  %90 = load volatile x86_fp80, ptr @vz, align 16
  %91 = fdiv x86_fp80 %89, %90
  %92 = load volatile x86_fp80, ptr @vz, align 16
  %93 = load volatile x86_fp80, ptr @vz, align 16
  %94 = fdiv x86_fp80 %92, %93
  %95 = fcmp une x86_fp80 %91, %94
  %96 = zext i1 %95 to i32
  %97 = load x86_fp80, ptr %2, align 16
  %98 = load x86_fp80, ptr %3, align 16
  %99 = fcmp oge x86_fp80 %97, %98
  %100 = zext i1 %99 to i32
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.25, i32 noundef %84, i32 noundef %88, i32 noundef %96, i32 noundef %100)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pl(ptr noundef %0, x86_fp80 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca x86_fp80, align 16
  %5 = alloca [16 x i8], align 16
  %6 = alloca i64, align 8
  %7 = alloca i16, align 2
  store ptr %0, ptr %3, align 8
  store x86_fp80 %1, ptr %4, align 16
  %8 = getelementptr inbounds [16 x i8], ptr %5, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %8, i8 0, i64 16, i1 false)
  %9 = getelementptr inbounds [16 x i8], ptr %5, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %9, ptr align 16 %4, i64 10, i1 false)
  %10 = getelementptr inbounds [16 x i8], ptr %5, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 16 %10, i64 8, i1 false)
  %11 = getelementptr inbounds [16 x i8], ptr %5, i64 0, i64 0
  %12 = getelementptr inbounds i8, ptr %11, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %7, ptr align 8 %12, i64 2, i1 false)
  %13 = load ptr, ptr %3, align 8
  %14 = load i16, ptr %7, align 2
  %15 = zext i16 %14 to i32
  %16 = load i64, ptr %6, align 8
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.26, ptr noundef %13, i32 noundef %15, i64 noundef %16)
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f80(x86_fp80, i32 immarg) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.sqrt.f80(x86_fp80) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.floor.f80(x86_fp80) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.round.f80(x86_fp80) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.trunc.f80(x86_fp80) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.ceil.f80(x86_fp80) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fabs.f80(x86_fp80) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.copysign.f80(x86_fp80, x86_fp80) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fma.f80(x86_fp80, x86_fp80, x86_fp80) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
