; Made by clang-14 -O0 -Xclang -disable-O0-optnone -S -emit-llvm from ordinary.c
; (beside this file): char, short and bool parameters, globals holding
; pointers, static state, a static helper. Checked by TestFalseAlarms with
; LLVM 14: no finding.
; ModuleID = 'ordinary.c'
source_filename = "ordinary.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@table = dso_local global [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8], align 16
@cursor = dso_local global i32* bitcast (i8* getelementptr (i8, i8* bitcast ([8 x i32]* @table to i8*), i64 8) to i32*), align 8
@handle = dso_local global i32** @cursor, align 8
@.str = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@names = dso_local global [2 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0)], align 16
@calls = internal global i32 0, align 4
@history = internal global [4 x i16] zeroinitializer, align 2

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @pick(i8 noundef signext %0, i16 noundef zeroext %1, i1 noundef zeroext %2) #0 {
  %4 = alloca i8, align 1
  %5 = alloca i16, align 2
  %6 = alloca i8, align 1
  %7 = alloca i32, align 4
  store i8 %0, i8* %4, align 1
  store i16 %1, i16* %5, align 2
  %8 = zext i1 %2 to i8
  store i8 %8, i8* %6, align 1
  %9 = load i16, i16* %5, align 2
  %10 = zext i16 %9 to i32
  %11 = and i32 %10, 7
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [8 x i32], [8 x i32]* @table, i64 0, i64 %12
  %14 = load i32, i32* %13, align 4
  %15 = load i8, i8* %4, align 1
  %16 = call i32 @scale(i32 noundef %14, i8 noundef signext %15)
  store i32 %16, i32* %7, align 4
  %17 = load i32, i32* @calls, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, i32* @calls, align 4
  %19 = load i8, i8* %6, align 1
  %20 = trunc i8 %19 to i1
  br i1 %20, label %21, label %24

21:                                               ; preds = %3
  %22 = load i32, i32* %7, align 4
  %23 = sub nsw i32 0, %22
  br label %26

24:                                               ; preds = %3
  %25 = load i32, i32* %7, align 4
  br label %26

26:                                               ; preds = %24, %21
  %27 = phi i32 [ %23, %21 ], [ %25, %24 ]
  ret i32 %27
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @scale(i32 noundef %0, i8 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i8, align 1
  store i32 %0, i32* %3, align 4
  store i8 %1, i8* %4, align 1
  %5 = load i32, i32* %3, align 4
  %6 = load i8, i8* %4, align 1
  %7 = sext i8 %6 to i32
  %8 = mul nsw i32 %5, %7
  ret i32 %8
}

; Function Attrs: noinline nounwind uwtable
define dso_local zeroext i8 @narrow(i16 noundef signext %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i8, align 1
  store i16 %0, i16* %3, align 2
  store i8 %1, i8* %4, align 1
  %5 = load i16, i16* %3, align 2
  %6 = load i8, i8* %4, align 1
  %7 = zext i8 %6 to i32
  %8 = and i32 %7, 3
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [4 x i16], [4 x i16]* @history, i64 0, i64 %9
  store i16 %5, i16* %10, align 2
  %11 = load i16, i16* %3, align 2
  %12 = sext i16 %11 to i32
  %13 = load i8, i8* %4, align 1
  %14 = zext i8 %13 to i32
  %15 = add nsw i32 %12, %14
  %16 = trunc i32 %15 to i8
  ret i8 %16
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @advance(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = and i32 %3, 3
  %5 = load i32*, i32** @cursor, align 8
  %6 = sext i32 %4 to i64
  %7 = getelementptr inbounds i32, i32* %5, i64 %6
  store i32* %7, i32** @cursor, align 8
  %8 = load i32*, i32** @cursor, align 8
  %9 = icmp uge i32* %8, getelementptr inbounds ([8 x i32], [8 x i32]* @table, i64 1, i64 0)
  br i1 %9, label %10, label %11

10:                                               ; preds = %1
  store i32* getelementptr inbounds ([8 x i32], [8 x i32]* @table, i64 0, i64 0), i32** @cursor, align 8
  br label %11

11:                                               ; preds = %10, %1
  %12 = load i32**, i32*** @handle, align 8
  %13 = load i32*, i32** %12, align 8
  %14 = load i32, i32* %13, align 4
  ret i32 %14
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @mix(i8 noundef signext %0, i8 noundef zeroext %1, i16 noundef signext %2, i16 noundef zeroext %3, i1 noundef zeroext %4) #0 {
  %6 = alloca i8, align 1
  %7 = alloca i8, align 1
  %8 = alloca i16, align 2
  %9 = alloca i16, align 2
  %10 = alloca i8, align 1
  store i8 %0, i8* %6, align 1
  store i8 %1, i8* %7, align 1
  store i16 %2, i16* %8, align 2
  store i16 %3, i16* %9, align 2
  %11 = zext i1 %4 to i8
  store i8 %11, i8* %10, align 1
  %12 = load i8, i8* %6, align 1
  %13 = sext i8 %12 to i32
  %14 = mul nsw i32 %13, 3
  %15 = load i8, i8* %7, align 1
  %16 = zext i8 %15 to i32
  %17 = add nsw i32 %14, %16
  %18 = load i16, i16* %8, align 2
  %19 = sext i16 %18 to i32
  %20 = sub nsw i32 %17, %19
  %21 = load i16, i16* %9, align 2
  %22 = zext i16 %21 to i32
  %23 = load i8, i8* %10, align 1
  %24 = trunc i8 %23 to i1
  %25 = zext i1 %24 to i64
  %26 = select i1 %24, i32 2, i32 1
  %27 = mul nsw i32 %22, %26
  %28 = add nsw i32 %20, %27
  ret i32 %28
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @first_char(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = and i32 %3, 1
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds [2 x i8*], [2 x i8*]* @names, i64 0, i64 %5
  %7 = load i8*, i8** %6, align 8
  %8 = getelementptr inbounds i8, i8* %7, i64 0
  %9 = load i8, i8* %8, align 1
  %10 = sext i8 %9 to i32
  ret i32 %10
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
