; ModuleID = 'roundtrip/csrc/sort.c'
source_filename = "roundtrip/csrc/sort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @bubble(ptr nocapture noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %10, label %4

4:                                                ; preds = %2, %11
  %5 = phi i64 [ %12, %11 ], [ 0, %2 ]
  %6 = sub i64 %1, %5
  %7 = icmp ugt i64 %6, 1
  br i1 %7, label %8, label %11

8:                                                ; preds = %4
  %9 = load i32, ptr %0, align 4, !tbaa !5
  br label %14

10:                                               ; preds = %11, %2
  ret void

11:                                               ; preds = %23, %4
  %12 = add nuw i64 %5, 1
  %13 = icmp eq i64 %12, %1
  br i1 %13, label %10, label %4, !llvm.loop !9

14:                                               ; preds = %8, %23
  %15 = phi i32 [ %24, %23 ], [ %9, %8 ]
  %16 = phi i64 [ %25, %23 ], [ 1, %8 ]
  %17 = phi i64 [ %16, %23 ], [ 0, %8 ]
  %18 = getelementptr inbounds i32, ptr %0, i64 %16
  %19 = load i32, ptr %18, align 4, !tbaa !5
  %20 = icmp sgt i32 %15, %19
  br i1 %20, label %21, label %23

21:                                               ; preds = %14
  %22 = getelementptr inbounds i32, ptr %0, i64 %17
  store i32 %19, ptr %22, align 4, !tbaa !5
  store i32 %15, ptr %18, align 4, !tbaa !5
  br label %23

23:                                               ; preds = %14, %21
  %24 = phi i32 [ %19, %14 ], [ %15, %21 ]
  %25 = add nuw i64 %16, 1
  %26 = icmp ult i64 %25, %6
  br i1 %26, label %14, label %11, !llvm.loop !11
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @quick(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = icmp slt i32 %1, %2
  br i1 %4, label %5, label %68

5:                                                ; preds = %3
  %6 = sext i32 %2 to i64
  %7 = getelementptr inbounds i32, ptr %0, i64 %6
  %8 = getelementptr i8, ptr %0, i64 4
  %9 = add nsw i64 %6, -1
  %10 = getelementptr i8, ptr %0, i64 4
  br label %11

11:                                               ; preds = %5, %60
  %12 = phi i32 [ %1, %5 ], [ %66, %60 ]
  %13 = load i32, ptr %7, align 4, !tbaa !5
  %14 = add nsw i32 %12, -1
  %15 = sext i32 %12 to i64
  %16 = sub nsw i64 %6, %15
  %17 = and i64 %16, 1
  %18 = icmp eq i64 %17, 0
  br i1 %18, label %30, label %19

19:                                               ; preds = %11
  %20 = getelementptr inbounds i32, ptr %0, i64 %15
  %21 = load i32, ptr %20, align 4, !tbaa !5
  %22 = icmp sgt i32 %21, %13
  br i1 %22, label %27, label %23

23:                                               ; preds = %19
  %24 = sext i32 %12 to i64
  %25 = getelementptr inbounds i32, ptr %0, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !5
  store i32 %21, ptr %25, align 4, !tbaa !5
  store i32 %26, ptr %20, align 4, !tbaa !5
  br label %27

27:                                               ; preds = %23, %19
  %28 = phi i32 [ %12, %23 ], [ %14, %19 ]
  %29 = add nsw i64 %15, 1
  br label %30

30:                                               ; preds = %27, %11
  %31 = phi i32 [ poison, %11 ], [ %28, %27 ]
  %32 = phi i64 [ %15, %11 ], [ %29, %27 ]
  %33 = phi i32 [ %14, %11 ], [ %28, %27 ]
  %34 = icmp eq i64 %9, %15
  br i1 %34, label %60, label %35

35:                                               ; preds = %30, %56
  %36 = phi i64 [ %58, %56 ], [ %32, %30 ]
  %37 = phi i32 [ %57, %56 ], [ %33, %30 ]
  %38 = getelementptr inbounds i32, ptr %0, i64 %36
  %39 = load i32, ptr %38, align 4, !tbaa !5
  %40 = icmp sgt i32 %39, %13
  br i1 %40, label %46, label %41

41:                                               ; preds = %35
  %42 = add nsw i32 %37, 1
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i32, ptr %0, i64 %43
  %45 = load i32, ptr %44, align 4, !tbaa !5
  store i32 %39, ptr %44, align 4, !tbaa !5
  store i32 %45, ptr %38, align 4, !tbaa !5
  br label %46

46:                                               ; preds = %41, %35
  %47 = phi i32 [ %42, %41 ], [ %37, %35 ]
  %48 = getelementptr i32, ptr %10, i64 %36
  %49 = load i32, ptr %48, align 4, !tbaa !5
  %50 = icmp sgt i32 %49, %13
  br i1 %50, label %56, label %51

51:                                               ; preds = %46
  %52 = add nsw i32 %47, 1
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i32, ptr %0, i64 %53
  %55 = load i32, ptr %54, align 4, !tbaa !5
  store i32 %49, ptr %54, align 4, !tbaa !5
  store i32 %55, ptr %48, align 4, !tbaa !5
  br label %56

56:                                               ; preds = %51, %46
  %57 = phi i32 [ %52, %51 ], [ %47, %46 ]
  %58 = add nsw i64 %36, 2
  %59 = icmp eq i64 %58, %6
  br i1 %59, label %60, label %35, !llvm.loop !12

60:                                               ; preds = %56, %30
  %61 = phi i32 [ %31, %30 ], [ %57, %56 ]
  %62 = load i32, ptr %7, align 4, !tbaa !5
  %63 = sext i32 %61 to i64
  %64 = getelementptr i32, ptr %8, i64 %63
  %65 = load i32, ptr %64, align 4, !tbaa !5
  store i32 %62, ptr %64, align 4, !tbaa !5
  store i32 %65, ptr %7, align 4, !tbaa !5
  tail call void @quick(ptr noundef nonnull %0, i32 noundef %12, i32 noundef %61)
  %66 = add nsw i32 %61, 2
  %67 = icmp slt i32 %66, %2
  br i1 %67, label %11, label %68

68:                                               ; preds = %60, %3
  ret void
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
