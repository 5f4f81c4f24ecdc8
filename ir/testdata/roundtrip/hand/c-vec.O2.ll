; ModuleID = 'roundtrip/csrc/vec.c'
source_filename = "roundtrip/csrc/vec.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <4 x float> @axpy(float noundef %0, <4 x float> noundef %1, <4 x float> noundef %2) local_unnamed_addr #0 {
  %4 = insertelement <4 x float> poison, float %0, i64 0
  %5 = shufflevector <4 x float> %4, <4 x float> poison, <4 x i32> zeroinitializer
  %6 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %5, <4 x float> %1, <4 x float> %2)
  ret <4 x float> %6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local <8 x i32> @shuf(ptr nocapture noundef readonly byval(<8 x i32>) align 32 %0, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %1) local_unnamed_addr #2 {
  %3 = load <8 x i32>, ptr %0, align 32, !tbaa !5
  %4 = load <8 x i32>, ptr %1, align 32, !tbaa !5
  %5 = shufflevector <8 x i32> %3, <8 x i32> %4, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 poison, i32 11>
  ret <8 x i32> %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @hsum(ptr nocapture noundef readonly byval(<8 x i32>) align 32 %0) local_unnamed_addr #3 {
  %2 = load <8 x i32>, ptr %0, align 32, !tbaa !5
  %3 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %2)
  ret i32 %3
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @saxpy(i32 noundef %0, float noundef %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef %3) local_unnamed_addr #4 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %31

6:                                                ; preds = %4
  %7 = zext nneg i32 %0 to i64
  %8 = icmp ult i32 %0, 8
  br i1 %8, label %9, label %11

9:                                                ; preds = %29, %6
  %10 = phi i64 [ 0, %6 ], [ %12, %29 ]
  br label %32

11:                                               ; preds = %6
  %12 = and i64 %7, 2147483640
  %13 = insertelement <4 x float> poison, float %1, i64 0
  %14 = shufflevector <4 x float> %13, <4 x float> poison, <4 x i32> zeroinitializer
  br label %15

15:                                               ; preds = %15, %11
  %16 = phi i64 [ 0, %11 ], [ %27, %15 ]
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load <4 x float>, ptr %17, align 4, !tbaa !8
  %20 = load <4 x float>, ptr %18, align 4, !tbaa !8
  %21 = getelementptr inbounds float, ptr %3, i64 %16
  %22 = getelementptr inbounds i8, ptr %21, i64 16
  %23 = load <4 x float>, ptr %21, align 4, !tbaa !8
  %24 = load <4 x float>, ptr %22, align 4, !tbaa !8
  %25 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %14, <4 x float> %19, <4 x float> %23)
  %26 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %14, <4 x float> %20, <4 x float> %24)
  store <4 x float> %25, ptr %21, align 4, !tbaa !8
  store <4 x float> %26, ptr %22, align 4, !tbaa !8
  %27 = add nuw i64 %16, 8
  %28 = icmp eq i64 %27, %12
  br i1 %28, label %29, label %15, !llvm.loop !10

29:                                               ; preds = %15
  %30 = icmp eq i64 %12, %7
  br i1 %30, label %31, label %9

31:                                               ; preds = %32, %29, %4
  ret void

32:                                               ; preds = %9, %32
  %33 = phi i64 [ %39, %32 ], [ %10, %9 ]
  %34 = getelementptr inbounds float, ptr %2, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !8
  %36 = getelementptr inbounds float, ptr %3, i64 %33
  %37 = load float, ptr %36, align 4, !tbaa !8
  %38 = tail call float @llvm.fmuladd.f32(float %1, float %35, float %37)
  store float %38, ptr %36, align 4, !tbaa !8
  %39 = add nuw nsw i64 %33, 1
  %40 = icmp eq i64 %39, %7
  br i1 %40, label %31, label %32, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
!10 = distinct !{!10, !11, !12, !13}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !11, !13, !12}
