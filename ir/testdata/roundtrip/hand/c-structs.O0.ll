; ModuleID = 'roundtrip/csrc/structs.c'
source_filename = "roundtrip/csrc/structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.rect = type { %struct.point, %struct.point, [8 x i8] }
%struct.point = type { double, double }
%struct.packed = type <{ i8, i32, i16 }>
%union.u = type { i32 }

@.str = private unnamed_addr constant [4 x i8] c"box\00", align 1
@table = dso_local global [3 x %struct.rect] [%struct.rect { %struct.point zeroinitializer, %struct.point { double 1.000000e+00, double 1.000000e+00 }, [8 x i8] c"a\00\00\00\00\00\00\00" }, %struct.rect { %struct.point { double 1.000000e+00, double 2.000000e+00 }, %struct.point { double 3.000000e+00, double 4.000000e+00 }, [8 x i8] c"bb\00\00\00\00\00\00" }, %struct.rect zeroinitializer], align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { double, double } @mid(ptr noundef byval(%struct.rect) align 8 %0) #0 {
  %2 = alloca %struct.point, align 8
  %3 = getelementptr inbounds %struct.point, ptr %2, i32 0, i32 0
  %4 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 0
  %5 = getelementptr inbounds %struct.point, ptr %4, i32 0, i32 0
  %6 = load double, ptr %5, align 8
  %7 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 1
  %8 = getelementptr inbounds %struct.point, ptr %7, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = fadd double %6, %9
  %11 = fdiv double %10, 2.000000e+00
  store double %11, ptr %3, align 8
  %12 = getelementptr inbounds %struct.point, ptr %2, i32 0, i32 1
  %13 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 0
  %14 = getelementptr inbounds %struct.point, ptr %13, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 1
  %17 = getelementptr inbounds %struct.point, ptr %16, i32 0, i32 1
  %18 = load double, ptr %17, align 8
  %19 = fadd double %15, %18
  %20 = fdiv double %19, 2.000000e+00
  store double %20, ptr %12, align 8
  %21 = load { double, double }, ptr %2, align 8
  ret { double, double } %21
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @make(ptr dead_on_unwind noalias writable sret(%struct.rect) align 8 %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %1, ptr %4, align 8
  store double %2, ptr %5, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %0, i8 0, i64 40, i1 false)
  %6 = load double, ptr %4, align 8
  %7 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 1
  %8 = getelementptr inbounds %struct.point, ptr %7, i32 0, i32 0
  store double %6, ptr %8, align 8
  %9 = load double, ptr %5, align 8
  %10 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 1
  %11 = getelementptr inbounds %struct.point, ptr %10, i32 0, i32 1
  store double %9, ptr %11, align 8
  %12 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 2
  %13 = getelementptr inbounds [8 x i8], ptr %12, i64 0, i64 0
  %14 = call ptr @strcpy(ptr noundef %13, ptr noundef @.str) #3
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @packed_sum(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.packed, ptr %3, i32 0, i32 0
  %5 = load i8, ptr %4, align 1
  %6 = sext i8 %5 to i32
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds %struct.packed, ptr %7, i32 0, i32 1
  %9 = load i32, ptr %8, align 1
  %10 = add nsw i32 %6, %9
  %11 = load ptr, ptr %2, align 8
  %12 = getelementptr inbounds %struct.packed, ptr %11, i32 0, i32 2
  %13 = load i16, ptr %12, align 1
  %14 = sext i16 %13 to i32
  %15 = add nsw i32 %10, %14
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @pun(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %union.u, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  store i32 %4, ptr %3, align 4
  %5 = load float, ptr %3, align 4
  ret float %5
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
