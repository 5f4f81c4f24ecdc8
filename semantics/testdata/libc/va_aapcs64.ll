; AAPCS64 va_list (__stack, __gr_top, __vr_top, __gr_offs, __vr_offs) as
; clang lowers va_arg for aarch64-linux-gnu: nine int and nine double
; arguments, then a struct passed by reference. (clang -O1 of a C program,
; metadata dropped.)
; STDOUT: "1190\n"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Big = type { [3 x i64] }
%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

@__const.main.b = private unnamed_addr constant %struct.Big { [3 x i64] [i64 100, i64 0, i64 1000] }, align 8
@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

define dso_local i64 @f(i32 noundef %0, ...) {
  %2 = alloca %struct.__va_list, align 8
  %3 = alloca %struct.Big, align 8
  call void @llvm.va_start.p0(ptr nonnull %2)
  br label %4

4:                                                ; preds = %40, %1
  %.01 = phi i64 [ 0, %1 ], [ %45, %40 ]
  %.0 = phi i32 [ 0, %1 ], [ %46, %40 ]
  %5 = icmp slt i32 %.0, %0
  br i1 %5, label %6, label %47

6:                                                ; preds = %4
  %7 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %8 = load i32, ptr %7, align 8
  %9 = icmp sgt i32 %8, -1
  br i1 %9, label %18, label %10

10:                                               ; preds = %6
  %11 = add nsw i32 %8, 8
  store i32 %11, ptr %7, align 8
  %12 = icmp slt i32 %8, -7
  br i1 %12, label %13, label %18

13:                                               ; preds = %10
  %14 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %15 = load ptr, ptr %14, align 8
  %16 = sext i32 %8 to i64
  %17 = getelementptr inbounds i8, ptr %15, i64 %16
  br label %21

18:                                               ; preds = %10, %6
  %19 = load ptr, ptr %2, align 8
  %20 = getelementptr inbounds nuw i8, ptr %19, i64 8
  store ptr %20, ptr %2, align 8
  br label %21

21:                                               ; preds = %18, %13
  %22 = phi ptr [ %17, %13 ], [ %19, %18 ]
  %23 = load i32, ptr %22, align 8
  %24 = sext i32 %23 to i64
  %25 = add nsw i64 %.01, %24
  %26 = getelementptr inbounds nuw i8, ptr %2, i64 28
  %27 = load i32, ptr %26, align 4
  %28 = icmp sgt i32 %27, -1
  br i1 %28, label %37, label %29

29:                                               ; preds = %21
  %30 = add nsw i32 %27, 16
  store i32 %30, ptr %26, align 4
  %31 = icmp slt i32 %27, -15
  br i1 %31, label %32, label %37

32:                                               ; preds = %29
  %33 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %34 = load ptr, ptr %33, align 8
  %35 = sext i32 %27 to i64
  %36 = getelementptr inbounds i8, ptr %34, i64 %35
  br label %40

37:                                               ; preds = %29, %21
  %38 = load ptr, ptr %2, align 8
  %39 = getelementptr inbounds nuw i8, ptr %38, i64 8
  store ptr %39, ptr %2, align 8
  br label %40

40:                                               ; preds = %32, %37
  %41 = phi ptr [ %36, %32 ], [ %38, %37 ]
  %42 = load double, ptr %41, align 8
  %43 = fmul double %42, 1.000000e+01
  %44 = fptosi double %43 to i64
  %45 = add nsw i64 %25, %44
  %46 = add nuw nsw i32 %.0, 1
  br label %4

47:                                               ; preds = %4
  %48 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %49 = load i32, ptr %48, align 8
  %50 = icmp sgt i32 %49, -1
  br i1 %50, label %59, label %51

51:                                               ; preds = %47
  %52 = add nsw i32 %49, 8
  store i32 %52, ptr %48, align 8
  %53 = icmp slt i32 %49, -7
  br i1 %53, label %54, label %59

54:                                               ; preds = %51
  %55 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %56 = load ptr, ptr %55, align 8
  %57 = sext i32 %49 to i64
  %58 = getelementptr inbounds i8, ptr %56, i64 %57
  br label %62

59:                                               ; preds = %51, %47
  %60 = load ptr, ptr %2, align 8
  %61 = getelementptr inbounds nuw i8, ptr %60, i64 8
  store ptr %61, ptr %2, align 8
  br label %62

62:                                               ; preds = %59, %54
  %63 = phi ptr [ %58, %54 ], [ %60, %59 ]
  %64 = load ptr, ptr %63, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) %64, i64 24, i1 false)
  %65 = load i64, ptr %3, align 8
  %66 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %67 = load i64, ptr %66, align 8
  %68 = add nsw i64 %65, %67
  %69 = add nsw i64 %.01, %68
  call void @llvm.va_end.p0(ptr %2)
  ret i64 %69
}


declare void @llvm.va_start.p0(ptr)


declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly, ptr noalias readonly, i64, i1 immarg)

declare void @llvm.va_end.p0(ptr)

define dso_local i32 @main() {
  %1 = alloca %struct.Big, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.b, i64 24, i1 false)
  %2 = call i64 (i32, ...) @f(i32 noundef 9, i32 noundef 1, double noundef 5.000000e-01, i32 noundef 2, double noundef 5.000000e-01, i32 noundef 3, double noundef 5.000000e-01, i32 noundef 4, double noundef 5.000000e-01, i32 noundef 5, double noundef 5.000000e-01, i32 noundef 6, double noundef 5.000000e-01, i32 noundef 7, double noundef 5.000000e-01, i32 noundef 8, double noundef 5.000000e-01, i32 noundef 9, double noundef 5.000000e-01, ptr noundef nonnull %1)
  %3 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %2)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...)

