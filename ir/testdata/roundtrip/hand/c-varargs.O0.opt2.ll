; ModuleID = '<stdin>'
source_filename = "roundtrip/csrc/varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"%s %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"x\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local i32 @sumints(i32 noundef %0, ...) local_unnamed_addr #0 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %1
  %.promoted = load i32, ptr %2, align 16
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  %6 = load ptr, ptr %5, align 16
  %.promoted9 = load ptr, ptr %4, align 8
  %xtraiter = and i32 %0, 1
  %7 = icmp eq i32 %0, 1
  br i1 %7, label %._crit_edge.loopexit.unr-lcssa, label %.lr.ph.new

.lr.ph.new:                                       ; preds = %.lr.ph
  %unroll_iter = and i32 %0, 2147483646
  br label %8

8:                                                ; preds = %31, %.lr.ph.new
  %9 = phi ptr [ %.promoted9, %.lr.ph.new ], [ %32, %31 ]
  %.057 = phi i32 [ 0, %.lr.ph.new ], [ %36, %31 ]
  %10 = phi i32 [ %.promoted, %.lr.ph.new ], [ %33, %31 ]
  %niter = phi i32 [ 0, %.lr.ph.new ], [ %niter.next.1, %31 ]
  %11 = icmp ult i32 %10, 41
  br i1 %11, label %12, label %16

12:                                               ; preds = %8
  %13 = zext nneg i32 %10 to i64
  %14 = getelementptr i8, ptr %6, i64 %13
  %15 = add nuw nsw i32 %10, 8
  store i32 %15, ptr %2, align 16
  br label %18

16:                                               ; preds = %8
  %17 = getelementptr i8, ptr %9, i64 8
  store ptr %17, ptr %4, align 8
  br label %18

18:                                               ; preds = %16, %12
  %19 = phi ptr [ %9, %12 ], [ %17, %16 ]
  %20 = phi i32 [ %15, %12 ], [ %10, %16 ]
  %21 = phi ptr [ %14, %12 ], [ %9, %16 ]
  %22 = load i32, ptr %21, align 4
  %23 = add nsw i32 %22, %.057
  %24 = icmp ult i32 %20, 41
  br i1 %24, label %27, label %25

25:                                               ; preds = %18
  %26 = getelementptr i8, ptr %19, i64 8
  store ptr %26, ptr %4, align 8
  br label %31

27:                                               ; preds = %18
  %28 = zext nneg i32 %20 to i64
  %29 = getelementptr i8, ptr %6, i64 %28
  %30 = add nuw nsw i32 %20, 8
  store i32 %30, ptr %2, align 16
  br label %31

31:                                               ; preds = %27, %25
  %32 = phi ptr [ %19, %27 ], [ %26, %25 ]
  %33 = phi i32 [ %30, %27 ], [ %20, %25 ]
  %34 = phi ptr [ %29, %27 ], [ %19, %25 ]
  %35 = load i32, ptr %34, align 4
  %36 = add nsw i32 %35, %23
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %._crit_edge.loopexit.unr-lcssa, label %8, !llvm.loop !6

._crit_edge.loopexit.unr-lcssa:                   ; preds = %31, %.lr.ph
  %.lcssa.ph = phi i32 [ poison, %.lr.ph ], [ %36, %31 ]
  %.unr = phi ptr [ %.promoted9, %.lr.ph ], [ %32, %31 ]
  %.057.unr = phi i32 [ 0, %.lr.ph ], [ %36, %31 ]
  %.unr10 = phi i32 [ %.promoted, %.lr.ph ], [ %33, %31 ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %._crit_edge, label %.epil.preheader

.epil.preheader:                                  ; preds = %._crit_edge.loopexit.unr-lcssa
  %37 = icmp ult i32 %.unr10, 41
  br i1 %37, label %40, label %38

38:                                               ; preds = %.epil.preheader
  %39 = getelementptr i8, ptr %.unr, i64 8
  store ptr %39, ptr %4, align 8
  br label %._crit_edge.loopexit.epilog-lcssa

40:                                               ; preds = %.epil.preheader
  %41 = zext nneg i32 %.unr10 to i64
  %42 = getelementptr i8, ptr %6, i64 %41
  %43 = add nuw nsw i32 %.unr10, 8
  store i32 %43, ptr %2, align 16
  br label %._crit_edge.loopexit.epilog-lcssa

._crit_edge.loopexit.epilog-lcssa:                ; preds = %40, %38
  %44 = phi ptr [ %42, %40 ], [ %.unr, %38 ]
  %45 = load i32, ptr %44, align 4
  %46 = add nsw i32 %45, %.057.unr
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.loopexit.epilog-lcssa, %._crit_edge.loopexit.unr-lcssa, %1
  %.05.lcssa = phi i32 [ 0, %1 ], [ %.lcssa.ph, %._crit_edge.loopexit.unr-lcssa ], [ %46, %._crit_edge.loopexit.epilog-lcssa ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  ret i32 %.05.lcssa
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local void @logf2(ptr nocapture noundef readonly %0, ...) local_unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call i32 @vprintf(ptr noundef %0, ptr noundef nonnull %2) #4
  call void @llvm.va_end.p0(ptr nonnull %2)
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @vprintf(ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #3

; Function Attrs: nofree noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 {
  %1 = tail call i32 (i32, ...) @sumints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1)
  tail call void (ptr, ...) @logf2(ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.2, i32 noundef 4)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

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
