; ModuleID = '<stdin>'
source_filename = "roundtrip/csrc/structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.rect = type { %struct.point, %struct.point, [8 x i8] }
%struct.point = type { double, double }

@table = dso_local local_unnamed_addr global [3 x %struct.rect] [%struct.rect { %struct.point zeroinitializer, %struct.point { double 1.000000e+00, double 1.000000e+00 }, [8 x i8] c"a\00\00\00\00\00\00\00" }, %struct.rect { %struct.point { double 1.000000e+00, double 2.000000e+00 }, %struct.point { double 3.000000e+00, double 4.000000e+00 }, [8 x i8] c"bb\00\00\00\00\00\00" }, %struct.rect zeroinitializer], align 16

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local { double, double } @mid(ptr nocapture noundef readonly byval(%struct.rect) align 8 %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load <2 x double>, ptr %0, align 8
  %4 = load <2 x double>, ptr %2, align 8
  %5 = fadd <2 x double> %3, %4
  %6 = fmul <2 x double> %5, <double 5.000000e-01, double 5.000000e-01>
  %7 = extractelement <2 x double> %6, i64 0
  %.fca.0.insert = insertvalue { double, double } poison, double %7, 0
  %8 = extractelement <2 x double> %6, i64 1
  %.fca.1.insert = insertvalue { double, double } %.fca.0.insert, double %8, 1
  ret { double, double } %.fca.1.insert
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @make(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.rect) align 8 %0, double noundef %1, double noundef %2) local_unnamed_addr #1 {
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %0, i8 0, i64 40, i1 false)
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  store double %1, ptr %4, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 24
  store double %2, ptr %5, align 8
  %6 = getelementptr inbounds i8, ptr %0, i64 32
  store i32 7892834, ptr %6, align 8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @packed_sum(ptr nocapture noundef readonly %0) local_unnamed_addr #0 {
  %2 = load i8, ptr %0, align 1
  %3 = sext i8 %2 to i32
  %4 = getelementptr inbounds i8, ptr %0, i64 1
  %5 = load i32, ptr %4, align 1
  %6 = add nsw i32 %5, %3
  %7 = getelementptr inbounds i8, ptr %0, i64 5
  %8 = load i16, ptr %7, align 1
  %9 = sext i16 %8 to i32
  %10 = add nsw i32 %6, %9
  ret i32 %10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef float @pun(i32 noundef %0) local_unnamed_addr #3 {
  %2 = bitcast i32 %0 to float
  ret float %2
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
