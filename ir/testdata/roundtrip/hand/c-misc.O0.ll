; ModuleID = 'roundtrip/csrc/misc.c'
source_filename = "roundtrip/csrc/misc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@env = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16
@computed.tab = internal global [3 x ptr] [ptr blockaddress(@computed, %9), ptr blockaddress(@computed, %10), ptr blockaddress(@computed, %11)], align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @getb(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i64, ptr %3, align 8
  %5 = and i64 %4, 7
  %6 = trunc i64 %5 to i32
  %7 = load ptr, ptr %2, align 8
  %8 = load i64, ptr %7, align 8
  %9 = lshr i64 %8, 3
  %10 = and i64 %9, 31
  %11 = trunc i64 %10 to i32
  %12 = add nsw i32 %6, %11
  %13 = load ptr, ptr %2, align 8
  %14 = load i64, ptr %13, align 8
  %15 = shl i64 %14, 49
  %16 = ashr i64 %15, 57
  %17 = trunc i64 %16 to i32
  %18 = add nsw i32 %12, %17
  %19 = load ptr, ptr %2, align 8
  %20 = load i64, ptr %19, align 8
  %21 = lshr i64 %20, 15
  %22 = and i64 %21, 1099511627775
  %23 = trunc i64 %22 to i32
  %24 = add nsw i32 %18, %23
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @setb(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = zext i32 %5 to i64
  %8 = load i64, ptr %6, align 8
  %9 = and i64 %7, 31
  %10 = shl i64 %9, 3
  %11 = and i64 %8, -249
  %12 = or i64 %11, %10
  store i64 %12, ptr %6, align 8
  %13 = trunc i64 %9 to i32
  %14 = load i32, ptr %4, align 4
  %15 = sext i32 %14 to i64
  %16 = shl i64 %15, 20
  %17 = load ptr, ptr %3, align 8
  %18 = load i64, ptr %17, align 8
  %19 = and i64 %16, 1099511627775
  %20 = shl i64 %19, 15
  %21 = and i64 %18, -36028797018931201
  %22 = or i64 %21, %20
  store i64 %22, ptr %17, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @vla(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = load i32, ptr %2, align 4
  %7 = zext i32 %6 to i64
  %8 = call ptr @llvm.stacksave.p0()
  store ptr %8, ptr %3, align 8
  %9 = alloca i32, i64 %7, align 16
  store i64 %7, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %10

10:                                               ; preds = %21, %1
  %11 = load i32, ptr %5, align 4
  %12 = load i32, ptr %2, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %24

14:                                               ; preds = %10
  %15 = load i32, ptr %5, align 4
  %16 = load i32, ptr %5, align 4
  %17 = mul nsw i32 %15, %16
  %18 = load i32, ptr %5, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr %9, i64 %19
  store i32 %17, ptr %20, align 4
  br label %21

21:                                               ; preds = %14
  %22 = load i32, ptr %5, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %5, align 4
  br label %10, !llvm.loop !6

24:                                               ; preds = %10
  %25 = load i32, ptr %2, align 4
  %26 = sdiv i32 %25, 2
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %9, i64 %27
  %29 = load i32, ptr %28, align 4
  %30 = load ptr, ptr %3, align 8
  call void @llvm.stackrestore.p0(ptr %30)
  ret i32 %29
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { double, double } @cmul(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #0 {
  %5 = alloca { double, double }, align 8
  %6 = alloca { double, double }, align 8
  %7 = alloca { double, double }, align 8
  %8 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  store double %0, ptr %8, align 8
  %9 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %1, ptr %9, align 8
  %10 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  store double %2, ptr %10, align 8
  %11 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %3, ptr %11, align 8
  %12 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %17 = load double, ptr %16, align 8
  %18 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %19 = load double, ptr %18, align 8
  %20 = fmul double %13, %17
  %21 = fmul double %15, %19
  %22 = fmul double %13, %19
  %23 = fmul double %15, %17
  %24 = fsub double %20, %21
  %25 = fadd double %22, %23
  %26 = fcmp uno double %24, %24
  br i1 %26, label %27, label %33, !prof !8

27:                                               ; preds = %4
  %28 = fcmp uno double %25, %25
  br i1 %28, label %29, label %33, !prof !8

29:                                               ; preds = %27
  %30 = call { double, double } @__muldc3(double noundef %13, double noundef %15, double noundef %17, double noundef %19) #5
  %31 = extractvalue { double, double } %30, 0
  %32 = extractvalue { double, double } %30, 1
  br label %33

33:                                               ; preds = %29, %27, %4
  %34 = phi double [ %24, %4 ], [ %24, %27 ], [ %31, %29 ]
  %35 = phi double [ %25, %4 ], [ %25, %27 ], [ %32, %29 ]
  %36 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %37 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %34, ptr %36, align 8
  store double %35, ptr %37, align 8
  %38 = load { double, double }, ptr %5, align 8
  ret { double, double } %38
}

declare { double, double } @__muldc3(double, double, double, double)

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @try_jump(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = call i32 @_setjmp(ptr noundef @env) #6
  %5 = icmp ne i32 %4, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %1
  store i32 -1, ptr %2, align 4
  br label %13

7:                                                ; preds = %1
  %8 = load i32, ptr %3, align 4
  %9 = icmp slt i32 %8, 0
  br i1 %9, label %10, label %11

10:                                               ; preds = %7
  call void @longjmp(ptr noundef @env, i32 noundef 1) #7
  unreachable

11:                                               ; preds = %7
  %12 = load i32, ptr %3, align 4
  store i32 %12, ptr %2, align 4
  br label %13

13:                                               ; preds = %11, %6
  %14 = load i32, ptr %2, align 4
  ret i32 %14
}

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(ptr noundef) #2

; Function Attrs: noreturn nounwind
declare void @longjmp(ptr noundef, i32 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @asm_add(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %6 = load i32, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  %8 = call i32 asm "addl $2, $0", "=r,0,r,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %6, i32 %7) #8, !srcloc !9
  store i32 %8, ptr %5, align 4
  %9 = load i32, ptr %5, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @likely(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  %5 = icmp sgt i32 %4, 10
  %6 = zext i1 %5 to i32
  %7 = sext i32 %6 to i64
  %8 = icmp ne i64 %7, 0
  br i1 %8, label %9, label %10

9:                                                ; preds = %1
  store i32 1, ptr %2, align 4
  br label %11

10:                                               ; preds = %1
  store i32 0, ptr %2, align 4
  br label %11

11:                                               ; preds = %10, %9
  %12 = load i32, ptr %2, align 4
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @stack(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = sext i32 %4 to i64
  %6 = alloca i8, i64 %5, align 16
  store ptr %6, ptr %3, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load i32, ptr %2, align 4
  %9 = sext i32 %8 to i64
  call void @llvm.memset.p0.i64(ptr align 1 %7, i8 0, i64 %9, i1 false)
  %10 = load ptr, ptr %3, align 8
  %11 = getelementptr inbounds i8, ptr %10, i64 0
  %12 = load i8, ptr %11, align 1
  %13 = sext i8 %12 to i64
  %14 = add nsw i64 %13, 0
  %15 = inttoptr i64 %14 to ptr
  ret ptr %15
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @computed(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  %5 = srem i32 %4, 3
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds [3 x ptr], ptr @computed.tab, i64 0, i64 %6
  %8 = load ptr, ptr %7, align 8
  br label %14

9:                                                ; preds = %14
  store i32 10, ptr %2, align 4
  br label %12

10:                                               ; preds = %14
  store i32 20, ptr %2, align 4
  br label %12

11:                                               ; preds = %14
  store i32 30, ptr %2, align 4
  br label %12

12:                                               ; preds = %11, %10, %9
  %13 = load i32, ptr %2, align 4
  ret i32 %13

14:                                               ; preds = %1
  %15 = phi ptr [ %8, %1 ]
  indirectbr ptr %15, [label %9, label %10, label %11]
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind returns_twice "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind }
attributes #6 = { nounwind returns_twice }
attributes #7 = { noreturn nounwind }
attributes #8 = { nounwind memory(none) }

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
!8 = !{!"branch_weights", i32 1, i32 1048575}
!9 = !{i64 610}
