; ModuleID = 'roundtrip/csrc/strfn.c'
source_filename = "roundtrip/csrc/strfn.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [23 x i8] c"hello,\09world\0A\22quoted\22\\\00", align 1
@greeting = dso_local local_unnamed_addr global ptr @.str, align 8

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local noundef i64 @my_strlen(ptr noundef %0) local_unnamed_addr #0 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %6, %2 ]
  %4 = load i8, ptr %3, align 1, !tbaa !5
  %5 = icmp eq i8 %4, 0
  %6 = getelementptr inbounds i8, ptr %3, i64 1
  br i1 %5, label %7, label %2, !llvm.loop !8

7:                                                ; preds = %2
  %8 = ptrtoint ptr %3 to i64
  %9 = ptrtoint ptr %0 to i64
  %10 = sub i64 %8, %9
  ret i64 %10
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local range(i32 -255, 256) i32 @my_strcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = load i8, ptr %0, align 1, !tbaa !5
  %4 = icmp eq i8 %3, 0
  br i1 %4, label %20, label %5

5:                                                ; preds = %2, %11
  %6 = phi i8 [ %14, %11 ], [ %3, %2 ]
  %7 = phi ptr [ %13, %11 ], [ %1, %2 ]
  %8 = phi ptr [ %12, %11 ], [ %0, %2 ]
  %9 = load i8, ptr %7, align 1, !tbaa !5
  %10 = icmp eq i8 %6, %9
  br i1 %10, label %11, label %16

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8, ptr %8, i64 1
  %13 = getelementptr inbounds i8, ptr %7, i64 1
  %14 = load i8, ptr %12, align 1, !tbaa !5
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %16, label %5, !llvm.loop !10

16:                                               ; preds = %11, %5
  %17 = phi ptr [ %7, %5 ], [ %13, %11 ]
  %18 = phi i8 [ %6, %5 ], [ 0, %11 ]
  %19 = zext i8 %18 to i32
  br label %20

20:                                               ; preds = %16, %2
  %21 = phi ptr [ %1, %2 ], [ %17, %16 ]
  %22 = phi i32 [ 0, %2 ], [ %19, %16 ]
  %23 = load i8, ptr %21, align 1, !tbaa !5
  %24 = zext i8 %23 to i32
  %25 = sub nsw i32 %22, %24
  ret i32 %25
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local noundef ptr @my_strrev(ptr noundef returned %0) local_unnamed_addr #1 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = phi i64 [ %8, %2 ], [ 0, %1 ]
  %4 = phi ptr [ %7, %2 ], [ %0, %1 ]
  %5 = load i8, ptr %4, align 1, !tbaa !5
  %6 = icmp eq i8 %5, 0
  %7 = getelementptr inbounds i8, ptr %4, i64 1
  %8 = add i64 %3, 1
  br i1 %6, label %9, label %2, !llvm.loop !8

9:                                                ; preds = %2
  %10 = ptrtoint ptr %4 to i64
  %11 = ptrtoint ptr %0 to i64
  %12 = sub i64 %10, %11
  %13 = icmp ult i64 %12, 2
  br i1 %13, label %31, label %14

14:                                               ; preds = %9
  %15 = getelementptr i8, ptr %0, i64 %12
  %16 = lshr i64 %3, 1
  %17 = tail call i64 @llvm.umax.i64(i64 %16, i64 1)
  %18 = and i64 %17, 1
  %19 = icmp ult i64 %3, 4
  br i1 %19, label %22, label %20

20:                                               ; preds = %14
  %21 = and i64 %17, 9223372036854775806
  br label %32

22:                                               ; preds = %32, %14
  %23 = phi i64 [ 0, %14 ], [ %46, %32 ]
  %24 = icmp eq i64 %18, 0
  br i1 %24, label %31, label %25

25:                                               ; preds = %22
  %26 = getelementptr inbounds i8, ptr %0, i64 %23
  %27 = load i8, ptr %26, align 1, !tbaa !5
  %28 = xor i64 %23, -1
  %29 = getelementptr i8, ptr %15, i64 %28
  %30 = load i8, ptr %29, align 1, !tbaa !5
  store i8 %30, ptr %26, align 1, !tbaa !5
  store i8 %27, ptr %29, align 1, !tbaa !5
  br label %31

31:                                               ; preds = %25, %22, %9
  ret ptr %0

32:                                               ; preds = %32, %20
  %33 = phi i64 [ 0, %20 ], [ %46, %32 ]
  %34 = phi i64 [ 0, %20 ], [ %47, %32 ]
  %35 = getelementptr inbounds i8, ptr %0, i64 %33
  %36 = load i8, ptr %35, align 1, !tbaa !5
  %37 = xor i64 %33, -1
  %38 = getelementptr i8, ptr %15, i64 %37
  %39 = load i8, ptr %38, align 1, !tbaa !5
  store i8 %39, ptr %35, align 1, !tbaa !5
  store i8 %36, ptr %38, align 1, !tbaa !5
  %40 = or disjoint i64 %33, 1
  %41 = getelementptr inbounds i8, ptr %0, i64 %40
  %42 = load i8, ptr %41, align 1, !tbaa !5
  %43 = xor i64 %33, -2
  %44 = getelementptr i8, ptr %15, i64 %43
  %45 = load i8, ptr %44, align 1, !tbaa !5
  store i8 %45, ptr %41, align 1, !tbaa !5
  store i8 %42, ptr %44, align 1, !tbaa !5
  %46 = add nuw nsw i64 %33, 2
  %47 = add i64 %34, 2
  %48 = icmp eq i64 %47, %21
  br i1 %48, label %22, label %32, !llvm.loop !11
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #2

attributes #0 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9}
