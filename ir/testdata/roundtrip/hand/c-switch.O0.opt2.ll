; ModuleID = '<stdin>'
source_filename = "roundtrip/csrc/switch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"?\00", align 1
@switch.table.name = private unnamed_addr constant [7 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.3, ptr @.str.3, ptr @.str.3, ptr @.str.3, ptr @.str.2], align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @dispatch(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  switch i32 %0, label %18 [
    i32 0, label %4
    i32 1, label %6
    i32 2, label %8
    i32 3, label %10
    i32 7, label %13
    i32 100, label %16
  ]

4:                                                ; preds = %3
  %5 = add nsw i32 %2, %1
  br label %18

6:                                                ; preds = %3
  %7 = sub nsw i32 %1, %2
  br label %18

8:                                                ; preds = %3
  %9 = mul nsw i32 %2, %1
  br label %18

10:                                               ; preds = %3
  %.not = icmp eq i32 %2, 0
  br i1 %.not, label %18, label %11

11:                                               ; preds = %10
  %12 = sdiv i32 %1, %2
  br label %18

13:                                               ; preds = %3
  %14 = and i32 %2, 31
  %15 = shl i32 %1, %14
  br label %18

16:                                               ; preds = %3
  %17 = xor i32 %2, %1
  br label %18

18:                                               ; preds = %3, %11, %10, %16, %13, %8, %6, %4
  %.0 = phi i32 [ %17, %16 ], [ %15, %13 ], [ %9, %8 ], [ %7, %6 ], [ %5, %4 ], [ %12, %11 ], [ 0, %10 ], [ -1, %3 ]
  ret i32 %.0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef nonnull ptr @name(i32 noundef %0) local_unnamed_addr #0 {
  %switch.tableidx = add i32 %0, -97
  %2 = icmp ult i32 %switch.tableidx, 7
  br i1 %2, label %switch.lookup, label %4

switch.lookup:                                    ; preds = %1
  %3 = zext nneg i32 %switch.tableidx to i64
  %switch.gep = getelementptr inbounds [7 x ptr], ptr @switch.table.name, i64 0, i64 %3
  %switch.load = load ptr, ptr %switch.gep, align 8
  br label %4

4:                                                ; preds = %1, %switch.lookup
  %.0 = phi ptr [ %switch.load, %switch.lookup ], [ @.str.3, %1 ]
  ret ptr %.0
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
