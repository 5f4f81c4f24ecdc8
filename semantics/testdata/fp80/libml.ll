; ModuleID = 'libml.c'
source_filename = "libml.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global x86_fp80 0xK4002AC00000000000000, align 16
@b = dso_local global x86_fp80 0xKC000C000000000000000, align 16
@.str = private unnamed_addr constant [17 x i8] c"%La %La %La %La\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"%La %La %La %La %La\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = load volatile x86_fp80, ptr @a, align 16
  %3 = call x86_fp80 @sqrtl(x86_fp80 noundef %2) #4
  %4 = load volatile x86_fp80, ptr @b, align 16
  %5 = call x86_fp80 @llvm.fabs.f80(x86_fp80 %4)
  %6 = load volatile x86_fp80, ptr @a, align 16
  %7 = fneg x86_fp80 %6
  %8 = call x86_fp80 @llvm.floor.f80(x86_fp80 %7)
  %9 = load volatile x86_fp80, ptr @a, align 16
  %10 = call x86_fp80 @llvm.ceil.f80(x86_fp80 %9)
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str, x86_fp80 noundef %3, x86_fp80 noundef %5, x86_fp80 noundef %8, x86_fp80 noundef %10)
  %12 = load volatile x86_fp80, ptr @a, align 16
  %13 = fneg x86_fp80 %12
  %14 = call x86_fp80 @llvm.trunc.f80(x86_fp80 %13)
  %15 = load volatile x86_fp80, ptr @a, align 16
  %16 = call x86_fp80 @llvm.round.f80(x86_fp80 %15)
  %17 = load volatile x86_fp80, ptr @a, align 16
  %18 = call x86_fp80 @llvm.rint.f80(x86_fp80 %17)
  %19 = load volatile x86_fp80, ptr @a, align 16
  %20 = fneg x86_fp80 %19
  %21 = call x86_fp80 @llvm.nearbyint.f80(x86_fp80 %20)
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str, x86_fp80 noundef %14, x86_fp80 noundef %16, x86_fp80 noundef %18, x86_fp80 noundef %21)
  %23 = load volatile x86_fp80, ptr @a, align 16
  %24 = load volatile x86_fp80, ptr @b, align 16
  %25 = call x86_fp80 @llvm.copysign.f80(x86_fp80 %23, x86_fp80 %24)
  %26 = load volatile x86_fp80, ptr @a, align 16
  %27 = load volatile x86_fp80, ptr @b, align 16
  %28 = call x86_fp80 @llvm.minnum.f80(x86_fp80 %26, x86_fp80 %27)
  %29 = load volatile x86_fp80, ptr @a, align 16
  %30 = load volatile x86_fp80, ptr @b, align 16
  %31 = call x86_fp80 @llvm.maxnum.f80(x86_fp80 %29, x86_fp80 %30)
  %32 = load volatile x86_fp80, ptr @a, align 16
  %33 = load volatile x86_fp80, ptr @b, align 16
  %34 = call x86_fp80 @llvm.fma.f80(x86_fp80 %32, x86_fp80 %33, x86_fp80 0xK3FFF8000000000000000)
  %35 = load volatile x86_fp80, ptr @a, align 16
  %36 = load volatile x86_fp80, ptr @b, align 16
  %37 = call x86_fp80 @fmodl(x86_fp80 noundef %35, x86_fp80 noundef %36) #4
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, x86_fp80 noundef %25, x86_fp80 noundef %28, x86_fp80 noundef %31, x86_fp80 noundef %34, x86_fp80 noundef %37)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nounwind
declare x86_fp80 @sqrtl(x86_fp80 noundef) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fabs.f80(x86_fp80) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.floor.f80(x86_fp80) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.ceil.f80(x86_fp80) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.trunc.f80(x86_fp80) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.round.f80(x86_fp80) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.rint.f80(x86_fp80) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.nearbyint.f80(x86_fp80) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.copysign.f80(x86_fp80, x86_fp80) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.minnum.f80(x86_fp80, x86_fp80) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.maxnum.f80(x86_fp80, x86_fp80) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fma.f80(x86_fp80, x86_fp80, x86_fp80) #3

; Function Attrs: nounwind
declare x86_fp80 @fmodl(x86_fp80 noundef, x86_fp80 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
