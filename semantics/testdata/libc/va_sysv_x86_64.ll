; System V x86-64 va_list as clang lowers va_arg (reading gp_offset,
; fp_offset, overflow_arg_area and reg_save_area itself): nine int and nine
; double arguments, then a struct passed byval; llvm.va_start makes a list
; consistent with how the arguments were passed. (clang -O1 of a C program,
; metadata dropped.)
; STDOUT: "1190\n"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Big = type { [3 x i64] }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@__const.main.b = private unnamed_addr constant %struct.Big { [3 x i64] [i64 100, i64 0, i64 1000] }, align 8
@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

define dso_local i64 @f(i32 noundef %0, ...) {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = alloca %struct.Big, align 8
  call void @llvm.va_start.p0(ptr nonnull %2)
  br label %4

4:                                                ; preds = %37, %1
  %.01 = phi i64 [ 0, %1 ], [ %42, %37 ]
  %.0 = phi i32 [ 0, %1 ], [ %43, %37 ]
  %5 = icmp slt i32 %.0, %0
  br i1 %5, label %6, label %44

6:                                                ; preds = %4
  %7 = load i32, ptr %2, align 16
  %8 = icmp ult i32 %7, 41
  br i1 %8, label %9, label %15

9:                                                ; preds = %6
  %10 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %11 = load ptr, ptr %10, align 16
  %12 = zext nneg i32 %7 to i64
  %13 = getelementptr i8, ptr %11, i64 %12
  %14 = add nuw nsw i32 %7, 8
  store i32 %14, ptr %2, align 16
  br label %19

15:                                               ; preds = %6
  %16 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %17 = load ptr, ptr %16, align 8
  %18 = getelementptr i8, ptr %17, i64 8
  store ptr %18, ptr %16, align 8
  br label %19

19:                                               ; preds = %15, %9
  %20 = phi ptr [ %13, %9 ], [ %17, %15 ]
  %21 = load i32, ptr %20, align 4
  %22 = sext i32 %21 to i64
  %23 = add nsw i64 %.01, %22
  %24 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %25 = load i32, ptr %24, align 4
  %26 = icmp ult i32 %25, 161
  br i1 %26, label %27, label %33

27:                                               ; preds = %19
  %28 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %29 = load ptr, ptr %28, align 16
  %30 = zext nneg i32 %25 to i64
  %31 = getelementptr i8, ptr %29, i64 %30
  %32 = add nuw nsw i32 %25, 16
  store i32 %32, ptr %24, align 4
  br label %37

33:                                               ; preds = %19
  %34 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %35 = load ptr, ptr %34, align 8
  %36 = getelementptr i8, ptr %35, i64 8
  store ptr %36, ptr %34, align 8
  br label %37

37:                                               ; preds = %27, %33
  %38 = phi ptr [ %31, %27 ], [ %35, %33 ]
  %39 = load double, ptr %38, align 8
  %40 = fmul double %39, 1.000000e+01
  %41 = fptosi double %40 to i64
  %42 = add nsw i64 %23, %41
  %43 = add nuw nsw i32 %.0, 1
  br label %4

44:                                               ; preds = %4
  %45 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %46 = load ptr, ptr %45, align 8
  %47 = getelementptr i8, ptr %46, i64 24
  store ptr %47, ptr %45, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) %46, i64 24, i1 false)
  %48 = load i64, ptr %3, align 8
  %49 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %50 = load i64, ptr %49, align 8
  %51 = add nsw i64 %48, %50
  %52 = add nsw i64 %.01, %51
  call void @llvm.va_end.p0(ptr %2)
  ret i64 %52
}


declare void @llvm.va_start.p0(ptr)


declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly, ptr noalias readonly, i64, i1 immarg)

declare void @llvm.va_end.p0(ptr)

define dso_local i32 @main() {
  %1 = call i64 (i32, ...) @f(i32 noundef 9, i32 noundef 1, double noundef 5.000000e-01, i32 noundef 2, double noundef 5.000000e-01, i32 noundef 3, double noundef 5.000000e-01, i32 noundef 4, double noundef 5.000000e-01, i32 noundef 5, double noundef 5.000000e-01, i32 noundef 6, double noundef 5.000000e-01, i32 noundef 7, double noundef 5.000000e-01, i32 noundef 8, double noundef 5.000000e-01, i32 noundef 9, double noundef 5.000000e-01, ptr noundef nonnull byval(%struct.Big) align 8 @__const.main.b)
  %2 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...)

