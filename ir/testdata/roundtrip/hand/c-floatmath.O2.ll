; ModuleID = 'roundtrip/csrc/floatmath.c'
source_filename = "roundtrip/csrc/floatmath.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @poly(double noundef %0) local_unnamed_addr #0 {
  %2 = tail call double @llvm.fmuladd.f64(double %0, double 3.500000e+00, double -2.250000e+00)
  %3 = tail call double @llvm.fmuladd.f64(double %2, double %0, double 1.000000e-03)
  %4 = tail call double @llvm.fmuladd.f64(double %3, double %0, double -7.000000e+00)
  ret double %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local float @dot(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %28

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = and i64 %6, 3
  %8 = icmp ult i32 %2, 4
  br i1 %8, label %11, label %9

9:                                                ; preds = %5
  %10 = and i64 %6, 2147483644
  br label %30

11:                                               ; preds = %30, %5
  %12 = phi float [ poison, %5 ], [ %56, %30 ]
  %13 = phi i64 [ 0, %5 ], [ %57, %30 ]
  %14 = phi float [ 0.000000e+00, %5 ], [ %56, %30 ]
  %15 = icmp eq i64 %7, 0
  br i1 %15, label %28, label %16

16:                                               ; preds = %11, %16
  %17 = phi i64 [ %25, %16 ], [ %13, %11 ]
  %18 = phi float [ %24, %16 ], [ %14, %11 ]
  %19 = phi i64 [ %26, %16 ], [ 0, %11 ]
  %20 = getelementptr inbounds float, ptr %0, i64 %17
  %21 = load float, ptr %20, align 4, !tbaa !5
  %22 = getelementptr inbounds float, ptr %1, i64 %17
  %23 = load float, ptr %22, align 4, !tbaa !5
  %24 = tail call float @llvm.fmuladd.f32(float %21, float %23, float %18)
  %25 = add nuw nsw i64 %17, 1
  %26 = add i64 %19, 1
  %27 = icmp eq i64 %26, %7
  br i1 %27, label %28, label %16, !llvm.loop !9

28:                                               ; preds = %11, %16, %3
  %29 = phi float [ 0.000000e+00, %3 ], [ %12, %11 ], [ %24, %16 ]
  ret float %29

30:                                               ; preds = %30, %9
  %31 = phi i64 [ 0, %9 ], [ %57, %30 ]
  %32 = phi float [ 0.000000e+00, %9 ], [ %56, %30 ]
  %33 = phi i64 [ 0, %9 ], [ %58, %30 ]
  %34 = getelementptr inbounds float, ptr %0, i64 %31
  %35 = load float, ptr %34, align 4, !tbaa !5
  %36 = getelementptr inbounds float, ptr %1, i64 %31
  %37 = load float, ptr %36, align 4, !tbaa !5
  %38 = tail call float @llvm.fmuladd.f32(float %35, float %37, float %32)
  %39 = or disjoint i64 %31, 1
  %40 = getelementptr inbounds float, ptr %0, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !5
  %42 = getelementptr inbounds float, ptr %1, i64 %39
  %43 = load float, ptr %42, align 4, !tbaa !5
  %44 = tail call float @llvm.fmuladd.f32(float %41, float %43, float %38)
  %45 = or disjoint i64 %31, 2
  %46 = getelementptr inbounds float, ptr %0, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !5
  %48 = getelementptr inbounds float, ptr %1, i64 %45
  %49 = load float, ptr %48, align 4, !tbaa !5
  %50 = tail call float @llvm.fmuladd.f32(float %47, float %49, float %44)
  %51 = or disjoint i64 %31, 3
  %52 = getelementptr inbounds float, ptr %0, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !5
  %54 = getelementptr inbounds float, ptr %1, i64 %51
  %55 = load float, ptr %54, align 4, !tbaa !5
  %56 = tail call float @llvm.fmuladd.f32(float %53, float %55, float %50)
  %57 = add nuw nsw i64 %31, 4
  %58 = add i64 %33, 4
  %59 = icmp eq i64 %58, %10
  br i1 %59, label %11, label %30, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @hyp(double noundef %0, double noundef %1) local_unnamed_addr #0 {
  %3 = fmul double %1, %1
  %4 = tail call double @llvm.fmuladd.f64(double %0, double %0, double %3)
  %5 = tail call double @llvm.sqrt.f64(double %4)
  ret double %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef x86_fp80 @ld(x86_fp80 noundef %0) local_unnamed_addr #0 {
  %2 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %0, x86_fp80 0xK40008000000000000000, x86_fp80 0xK3FFF8000000000000000)
  ret x86_fp80 %2
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 4) i32 @classify(double noundef %0) local_unnamed_addr #0 {
  %2 = fcmp uno double %0, 0.000000e+00
  br i1 %2, label %9, label %3

3:                                                ; preds = %1
  %4 = tail call double @llvm.fabs.f64(double %0) #4
  %5 = fcmp oeq double %4, 0x7FF0000000000000
  br i1 %5, label %9, label %6

6:                                                ; preds = %3
  %7 = fcmp olt double %0, 0.000000e+00
  %8 = select i1 %7, i32 2, i32 3
  br label %9

9:                                                ; preds = %6, %3, %1
  %10 = phi i32 [ 0, %1 ], [ %8, %6 ], [ 1, %3 ]
  ret i32 %10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef half @half(half noundef %0) local_unnamed_addr #0 {
  %2 = fmul half %0, 0xH3800
  ret half %2
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
