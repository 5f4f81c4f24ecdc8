; ModuleID = '<stdin>'
source_filename = "roundtrip/csrc/strfn.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [23 x i8] c"hello,\09world\0A\22quoted\22\\\00", align 1
@greeting = dso_local local_unnamed_addr global ptr @.str, align 8

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local noundef i64 @my_strlen(ptr noundef %0) local_unnamed_addr #0 {
  br label %2

2:                                                ; preds = %2, %1
  %.0 = phi ptr [ %0, %1 ], [ %4, %2 ]
  %3 = load i8, ptr %.0, align 1
  %.not = icmp eq i8 %3, 0
  %4 = getelementptr inbounds i8, ptr %.0, i64 1
  br i1 %.not, label %5, label %2, !llvm.loop !6

5:                                                ; preds = %2
  %6 = ptrtoint ptr %.0 to i64
  %7 = ptrtoint ptr %0 to i64
  %8 = sub i64 %6, %7
  ret i64 %8
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local range(i32 -255, 256) i32 @my_strcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = load i8, ptr %0, align 1
  %.not9 = icmp eq i8 %3, 0
  br i1 %.not9, label %.critedge, label %.lr.ph

.lr.ph:                                           ; preds = %2, %7
  %4 = phi i8 [ %10, %7 ], [ %3, %2 ]
  %.011 = phi ptr [ %9, %7 ], [ %1, %2 ]
  %.0710 = phi ptr [ %8, %7 ], [ %0, %2 ]
  %5 = load i8, ptr %.011, align 1
  %6 = icmp eq i8 %4, %5
  br i1 %6, label %7, label %.critedge.loopexit

7:                                                ; preds = %.lr.ph
  %8 = getelementptr inbounds i8, ptr %.0710, i64 1
  %9 = getelementptr inbounds i8, ptr %.011, i64 1
  %10 = load i8, ptr %8, align 1
  %.not = icmp eq i8 %10, 0
  br i1 %.not, label %.critedge.loopexit, label %.lr.ph, !llvm.loop !8

.critedge.loopexit:                               ; preds = %7, %.lr.ph
  %.0.lcssa.ph = phi ptr [ %.011, %.lr.ph ], [ %9, %7 ]
  %.lcssa.ph = phi i8 [ %4, %.lr.ph ], [ 0, %7 ]
  %11 = zext i8 %.lcssa.ph to i32
  br label %.critedge

.critedge:                                        ; preds = %.critedge.loopexit, %2
  %.0.lcssa = phi ptr [ %1, %2 ], [ %.0.lcssa.ph, %.critedge.loopexit ]
  %.lcssa = phi i32 [ 0, %2 ], [ %11, %.critedge.loopexit ]
  %12 = load i8, ptr %.0.lcssa, align 1
  %13 = zext i8 %12 to i32
  %14 = sub nsw i32 %.lcssa, %13
  ret i32 %14
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local noundef ptr @my_strrev(ptr noundef returned %0) local_unnamed_addr #1 {
  %2 = tail call i64 @my_strlen(ptr noundef %0)
  %3 = lshr i64 %2, 1
  %.not = icmp ult i64 %2, 2
  br i1 %.not, label %._crit_edge, label %.lr.ph

.lr.ph:                                           ; preds = %1
  %4 = getelementptr i8, ptr %0, i64 %2
  %5 = icmp eq i64 %3, 1
  br i1 %5, label %._crit_edge.loopexit.unr-lcssa, label %.lr.ph.new

.lr.ph.new:                                       ; preds = %.lr.ph
  %unroll_iter = and i64 %3, 9223372036854775806
  br label %6

6:                                                ; preds = %6, %.lr.ph.new
  %.015 = phi i64 [ 0, %.lr.ph.new ], [ %18, %6 ]
  %niter = phi i64 [ 0, %.lr.ph.new ], [ %niter.next.1, %6 ]
  %7 = getelementptr inbounds i8, ptr %0, i64 %.015
  %8 = load i8, ptr %7, align 1
  %9 = xor i64 %.015, -1
  %10 = getelementptr i8, ptr %4, i64 %9
  %11 = load i8, ptr %10, align 1
  store i8 %11, ptr %7, align 1
  store i8 %8, ptr %10, align 1
  %12 = or disjoint i64 %.015, 1
  %13 = getelementptr inbounds i8, ptr %0, i64 %12
  %14 = load i8, ptr %13, align 1
  %15 = xor i64 %.015, -2
  %16 = getelementptr i8, ptr %4, i64 %15
  %17 = load i8, ptr %16, align 1
  store i8 %17, ptr %13, align 1
  store i8 %14, ptr %16, align 1
  %18 = add nuw nsw i64 %.015, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %._crit_edge.loopexit.unr-lcssa, label %6, !llvm.loop !9

._crit_edge.loopexit.unr-lcssa:                   ; preds = %6, %.lr.ph
  %.015.unr = phi i64 [ 0, %.lr.ph ], [ %18, %6 ]
  %19 = and i64 %2, 2
  %lcmp.mod.not = icmp eq i64 %19, 0
  br i1 %lcmp.mod.not, label %._crit_edge, label %._crit_edge.loopexit.epilog-lcssa

._crit_edge.loopexit.epilog-lcssa:                ; preds = %._crit_edge.loopexit.unr-lcssa
  %20 = getelementptr inbounds i8, ptr %0, i64 %.015.unr
  %21 = load i8, ptr %20, align 1
  %22 = xor i64 %.015.unr, -1
  %23 = getelementptr i8, ptr %4, i64 %22
  %24 = load i8, ptr %23, align 1
  store i8 %24, ptr %20, align 1
  store i8 %21, ptr %23, align 1
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.loopexit.epilog-lcssa, %._crit_edge.loopexit.unr-lcssa, %1
  ret ptr %0
}

attributes #0 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
