; ModuleID = 'roundtrip/csrc/misc.c'
source_filename = "roundtrip/csrc/misc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@env = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16
@computed.tab = internal unnamed_addr constant [3 x ptr] [ptr blockaddress(@computed, %8), ptr blockaddress(@computed, %6), ptr blockaddress(@computed, %7)], align 16

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @getb(ptr nocapture noundef readonly %0) local_unnamed_addr #0 {
  %2 = load i64, ptr %0, align 8
  %3 = trunc i64 %2 to i32
  %4 = and i32 %3, 7
  %5 = lshr i32 %3, 3
  %6 = and i32 %5, 31
  %7 = shl i64 %2, 49
  %8 = ashr i64 %7, 57
  %9 = trunc nsw i64 %8 to i32
  %10 = lshr i64 %2, 15
  %11 = trunc i64 %10 to i32
  %12 = add i32 %4, %11
  %13 = add i32 %12, %6
  %14 = add i32 %13, %9
  ret i32 %14
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @setb(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = load i64, ptr %0, align 8
  %4 = shl i32 %1, 3
  %5 = and i32 %4, 248
  %6 = zext nneg i32 %5 to i64
  %7 = and i64 %3, -36028797018931449
  %8 = zext i32 %1 to i64
  %9 = shl i64 %8, 35
  %10 = and i64 %9, 36028762659225600
  %11 = or disjoint i64 %10, %6
  %12 = or disjoint i64 %11, %7
  store i64 %12, ptr %0, align 8
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @vla(i32 noundef %0) local_unnamed_addr #2 {
  %2 = zext i32 %0 to i64
  %3 = alloca i32, i64 %2, align 16
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %22

5:                                                ; preds = %1
  %6 = and i64 %2, 3
  %7 = icmp ult i32 %0, 4
  br i1 %7, label %10, label %8

8:                                                ; preds = %5
  %9 = and i64 %2, 2147483644
  br label %27

10:                                               ; preds = %27, %5
  %11 = phi i64 [ 0, %5 ], [ %45, %27 ]
  %12 = icmp eq i64 %6, 0
  br i1 %12, label %22, label %13

13:                                               ; preds = %10, %13
  %14 = phi i64 [ %19, %13 ], [ %11, %10 ]
  %15 = phi i64 [ %20, %13 ], [ 0, %10 ]
  %16 = mul nuw nsw i64 %14, %14
  %17 = getelementptr inbounds i32, ptr %3, i64 %14
  %18 = trunc nuw i64 %16 to i32
  store i32 %18, ptr %17, align 4, !tbaa !5
  %19 = add nuw nsw i64 %14, 1
  %20 = add i64 %15, 1
  %21 = icmp eq i64 %20, %6
  br i1 %21, label %22, label %13, !llvm.loop !9

22:                                               ; preds = %10, %13, %1
  %23 = sdiv i32 %0, 2
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr %3, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !5
  ret i32 %26

27:                                               ; preds = %27, %8
  %28 = phi i64 [ 0, %8 ], [ %45, %27 ]
  %29 = phi i64 [ 0, %8 ], [ %46, %27 ]
  %30 = mul nuw nsw i64 %28, %28
  %31 = getelementptr inbounds i32, ptr %3, i64 %28
  %32 = trunc nuw i64 %30 to i32
  store i32 %32, ptr %31, align 16, !tbaa !5
  %33 = or disjoint i64 %28, 1
  %34 = mul nuw nsw i64 %33, %33
  %35 = getelementptr inbounds i32, ptr %3, i64 %33
  %36 = trunc nuw i64 %34 to i32
  store i32 %36, ptr %35, align 4, !tbaa !5
  %37 = or disjoint i64 %28, 2
  %38 = mul nuw nsw i64 %37, %37
  %39 = getelementptr inbounds i32, ptr %3, i64 %37
  %40 = trunc nuw i64 %38 to i32
  store i32 %40, ptr %39, align 8, !tbaa !5
  %41 = or disjoint i64 %28, 3
  %42 = mul nuw nsw i64 %41, %41
  %43 = getelementptr inbounds i32, ptr %3, i64 %41
  %44 = trunc nuw i64 %42 to i32
  store i32 %44, ptr %43, align 4, !tbaa !5
  %45 = add nuw nsw i64 %28, 4
  %46 = add i64 %29, 4
  %47 = icmp eq i64 %46, %9
  br i1 %47, label %10, label %27, !llvm.loop !11
}

; Function Attrs: nounwind uwtable
define dso_local { double, double } @cmul(double noundef %0, double noundef %1, double noundef %2, double noundef %3) local_unnamed_addr #3 {
  %5 = fmul double %0, %2
  %6 = fmul double %1, %3
  %7 = fmul double %0, %3
  %8 = fmul double %1, %2
  %9 = fsub double %5, %6
  %10 = fadd double %8, %7
  %11 = fcmp uno double %9, 0.000000e+00
  br i1 %11, label %12, label %18, !prof !13

12:                                               ; preds = %4
  %13 = fcmp uno double %10, 0.000000e+00
  br i1 %13, label %14, label %18, !prof !13

14:                                               ; preds = %12
  %15 = tail call { double, double } @__muldc3(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #9
  %16 = extractvalue { double, double } %15, 0
  %17 = extractvalue { double, double } %15, 1
  br label %18

18:                                               ; preds = %14, %12, %4
  %19 = phi double [ %9, %4 ], [ %9, %12 ], [ %16, %14 ]
  %20 = phi double [ %10, %4 ], [ %10, %12 ], [ %17, %14 ]
  %21 = insertvalue { double, double } poison, double %19, 0
  %22 = insertvalue { double, double } %21, double %20, 1
  ret { double, double } %22
}

declare { double, double } @__muldc3(double, double, double, double) local_unnamed_addr

; Function Attrs: nounwind uwtable
define dso_local range(i32 -1, -2147483648) i32 @try_jump(i32 noundef %0) local_unnamed_addr #3 {
  %2 = call i32 @_setjmp(ptr noundef nonnull @env) #10
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %4, label %7

4:                                                ; preds = %1
  %5 = icmp slt i32 %0, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %4
  call void @longjmp(ptr noundef nonnull @env, i32 noundef 1) #11
  unreachable

7:                                                ; preds = %4, %1
  %8 = phi i32 [ -1, %1 ], [ %0, %4 ]
  ret i32 %8
}

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare void @longjmp(ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define dso_local i32 @asm_add(i32 noundef %0, i32 noundef %1) local_unnamed_addr #6 {
  %3 = tail call i32 asm "addl $2, $0", "=r,0,r,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %0, i32 %1) #12, !srcloc !14
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 2) i32 @likely(i32 noundef %0) local_unnamed_addr #7 {
  %2 = icmp sgt i32 %0, 10
  %3 = zext i1 %2 to i32
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local ptr @stack(i32 noundef %0) local_unnamed_addr #7 {
  %2 = sext i32 %0 to i64
  %3 = alloca i8, i64 %2, align 16
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %3, i8 0, i64 %2, i1 false)
  %4 = load i8, ptr %3, align 16, !tbaa !15
  %5 = sext i8 %4 to i64
  %6 = inttoptr i64 %5 to ptr
  ret ptr %6
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 10, 31) i32 @computed(i32 noundef %0) #7 {
  %2 = srem i32 %0, 3
  %3 = sext i32 %2 to i64
  %4 = getelementptr inbounds [3 x ptr], ptr @computed.tab, i64 0, i64 %3
  %5 = load ptr, ptr %4, align 8, !tbaa !16
  indirectbr ptr %5, [label %8, label %6, label %7]

6:                                                ; preds = %1
  br label %8

7:                                                ; preds = %1
  br label %8

8:                                                ; preds = %1, %7, %6
  %9 = phi i32 [ 30, %7 ], [ 20, %6 ], [ 10, %1 ]
  ret i32 %9
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind returns_twice "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nounwind }
attributes #10 = { nounwind returns_twice }
attributes #11 = { noreturn nounwind }
attributes #12 = { nounwind memory(none) }

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
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"branch_weights", i32 1, i32 1048575}
!14 = !{i64 610}
!15 = !{!7, !7, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !7, i64 0}
