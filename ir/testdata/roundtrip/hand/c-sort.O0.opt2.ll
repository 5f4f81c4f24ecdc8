; ModuleID = '<stdin>'
source_filename = "roundtrip/csrc/sort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @bubble(ptr nocapture noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %.not = icmp eq i64 %1, 0
  br i1 %.not, label %._crit_edge19, label %.preheader

.preheader:                                       ; preds = %2, %._crit_edge
  %.01418 = phi i64 [ %15, %._crit_edge ], [ 0, %2 ]
  %3 = sub i64 %1, %.01418
  %4 = icmp ugt i64 %3, 1
  br i1 %4, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.preheader, %12
  %5 = phi i64 [ %13, %12 ], [ 1, %.preheader ]
  %.017 = phi i64 [ %5, %12 ], [ 0, %.preheader ]
  %6 = getelementptr inbounds i32, ptr %0, i64 %.017
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds i32, ptr %0, i64 %5
  %9 = load i32, ptr %8, align 4
  %10 = icmp sgt i32 %7, %9
  br i1 %10, label %11, label %12

11:                                               ; preds = %.lr.ph
  tail call fastcc void @swap(ptr noundef nonnull %6, ptr noundef nonnull %8)
  br label %12

12:                                               ; preds = %.lr.ph, %11
  %13 = add nuw i64 %5, 1
  %14 = icmp ult i64 %13, %3
  br i1 %14, label %.lr.ph, label %._crit_edge, !llvm.loop !6

._crit_edge:                                      ; preds = %12, %.preheader
  %15 = add nuw i64 %.01418, 1
  %exitcond.not = icmp eq i64 %15, %1
  br i1 %exitcond.not, label %._crit_edge19, label %.preheader, !llvm.loop !8

._crit_edge19:                                    ; preds = %._crit_edge, %2
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @swap(ptr nocapture noundef %0, ptr nocapture noundef %1) unnamed_addr #1 {
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %1, align 4
  store i32 %4, ptr %0, align 4
  store i32 %3, ptr %1, align 4
  ret void
}

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @quick(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = icmp slt i32 %1, %2
  br i1 %4, label %tailrecurse, label %tailrecurse._crit_edge

tailrecurse:                                      ; preds = %3, %tailrecurse
  %.tr1113 = phi i32 [ %7, %tailrecurse ], [ %1, %3 ]
  %5 = tail call fastcc i32 @part(ptr noundef %0, i32 noundef %.tr1113, i32 noundef %2)
  %6 = add nsw i32 %5, -1
  tail call void @quick(ptr noundef %0, i32 noundef %.tr1113, i32 noundef %6)
  %7 = add nsw i32 %5, 1
  %8 = icmp slt i32 %7, %2
  br i1 %8, label %tailrecurse, label %tailrecurse._crit_edge

tailrecurse._crit_edge:                           ; preds = %tailrecurse, %3
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc range(i32 -2147483647, -2147483648) i32 @part(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #0 {
  %4 = sext i32 %2 to i64
  %5 = getelementptr inbounds i32, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4
  %7 = icmp slt i32 %1, %2
  br i1 %7, label %.lr.ph.preheader, label %._crit_edge

.lr.ph.preheader:                                 ; preds = %3
  %8 = add nsw i32 %1, -1
  %9 = sext i32 %1 to i64
  br label %.lr.ph

.lr.ph:                                           ; preds = %.lr.ph.preheader, %16
  %indvars.iv = phi i64 [ %9, %.lr.ph.preheader ], [ %indvars.iv.next, %16 ]
  %.01819 = phi i32 [ %8, %.lr.ph.preheader ], [ %.1, %16 ]
  %10 = getelementptr inbounds i32, ptr %0, i64 %indvars.iv
  %11 = load i32, ptr %10, align 4
  %.not = icmp sgt i32 %11, %6
  br i1 %.not, label %16, label %12

12:                                               ; preds = %.lr.ph
  %13 = add nsw i32 %.01819, 1
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr %0, i64 %14
  tail call fastcc void @swap(ptr noundef %15, ptr noundef nonnull %10)
  br label %16

16:                                               ; preds = %.lr.ph, %12
  %.1 = phi i32 [ %13, %12 ], [ %.01819, %.lr.ph ]
  %indvars.iv.next = add nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %4
  br i1 %exitcond.not, label %._crit_edge.loopexit, label %.lr.ph, !llvm.loop !9

._crit_edge.loopexit:                             ; preds = %16
  %17 = add nsw i32 %.1, 1
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %3
  %.018.lcssa = phi i32 [ %1, %3 ], [ %17, %._crit_edge.loopexit ]
  %18 = sext i32 %.018.lcssa to i64
  %19 = getelementptr inbounds i32, ptr %0, i64 %18
  tail call fastcc void @swap(ptr noundef %19, ptr noundef nonnull %5)
  ret i32 %.018.lcssa
}

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
