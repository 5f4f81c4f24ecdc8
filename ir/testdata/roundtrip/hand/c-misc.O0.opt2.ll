; ModuleID = '<stdin>'
source_filename = "roundtrip/csrc/misc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@env = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16
@computed.tab = internal unnamed_addr constant [3 x ptr] [ptr blockaddress(@computed, %8), ptr blockaddress(@computed, %6), ptr blockaddress(@computed, %7)], align 16

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
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

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @vla(i32 noundef %0) local_unnamed_addr #2 {
  %2 = zext i32 %0 to i64
  %3 = alloca i32, i64 %2, align 16
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %.lr.ph.preheader, label %._crit_edge

.lr.ph.preheader:                                 ; preds = %1
  %xtraiter = and i64 %2, 3
  %5 = icmp ult i32 %0, 4
  br i1 %5, label %._crit_edge.loopexit.unr-lcssa, label %.lr.ph.preheader.new

.lr.ph.preheader.new:                             ; preds = %.lr.ph.preheader
  %unroll_iter = and i64 %2, 2147483644
  br label %.lr.ph

.lr.ph:                                           ; preds = %.lr.ph, %.lr.ph.preheader.new
  %indvars.iv = phi i64 [ 0, %.lr.ph.preheader.new ], [ %indvars.iv.next.3, %.lr.ph ]
  %niter = phi i64 [ 0, %.lr.ph.preheader.new ], [ %niter.next.3, %.lr.ph ]
  %6 = mul nuw nsw i64 %indvars.iv, %indvars.iv
  %7 = getelementptr inbounds i32, ptr %3, i64 %indvars.iv
  %8 = trunc nuw i64 %6 to i32
  store i32 %8, ptr %7, align 16
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1
  %9 = mul nuw nsw i64 %indvars.iv.next, %indvars.iv.next
  %10 = getelementptr inbounds i32, ptr %3, i64 %indvars.iv.next
  %11 = trunc nuw i64 %9 to i32
  store i32 %11, ptr %10, align 4
  %indvars.iv.next.1 = or disjoint i64 %indvars.iv, 2
  %12 = mul nuw nsw i64 %indvars.iv.next.1, %indvars.iv.next.1
  %13 = getelementptr inbounds i32, ptr %3, i64 %indvars.iv.next.1
  %14 = trunc nuw i64 %12 to i32
  store i32 %14, ptr %13, align 8
  %indvars.iv.next.2 = or disjoint i64 %indvars.iv, 3
  %15 = mul nuw nsw i64 %indvars.iv.next.2, %indvars.iv.next.2
  %16 = getelementptr inbounds i32, ptr %3, i64 %indvars.iv.next.2
  %17 = trunc nuw i64 %15 to i32
  store i32 %17, ptr %16, align 4
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %._crit_edge.loopexit.unr-lcssa, label %.lr.ph, !llvm.loop !6

._crit_edge.loopexit.unr-lcssa:                   ; preds = %.lr.ph, %.lr.ph.preheader
  %indvars.iv.unr = phi i64 [ 0, %.lr.ph.preheader ], [ %indvars.iv.next.3, %.lr.ph ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %._crit_edge, label %.lr.ph.epil

.lr.ph.epil:                                      ; preds = %._crit_edge.loopexit.unr-lcssa, %.lr.ph.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %.lr.ph.epil ], [ %indvars.iv.unr, %._crit_edge.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %.lr.ph.epil ], [ 0, %._crit_edge.loopexit.unr-lcssa ]
  %18 = mul nuw nsw i64 %indvars.iv.epil, %indvars.iv.epil
  %19 = getelementptr inbounds i32, ptr %3, i64 %indvars.iv.epil
  %20 = trunc nuw i64 %18 to i32
  store i32 %20, ptr %19, align 4
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %._crit_edge, label %.lr.ph.epil, !llvm.loop !8

._crit_edge:                                      ; preds = %._crit_edge.loopexit.unr-lcssa, %.lr.ph.epil, %1
  %21 = sdiv i32 %0, 2
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %3, i64 %22
  %24 = load i32, ptr %23, align 4
  ret i32 %24
}

; Function Attrs: noinline nounwind uwtable
define dso_local { double, double } @cmul(double noundef %0, double noundef %1, double noundef %2, double noundef %3) local_unnamed_addr #3 {
  %5 = fmul double %0, %2
  %6 = fmul double %1, %3
  %7 = fmul double %0, %3
  %8 = fmul double %1, %2
  %9 = fsub double %5, %6
  %10 = fadd double %8, %7
  %11 = fcmp uno double %9, 0.000000e+00
  br i1 %11, label %12, label %18, !prof !10

12:                                               ; preds = %4
  %13 = fcmp uno double %10, 0.000000e+00
  br i1 %13, label %14, label %18, !prof !10

14:                                               ; preds = %12
  %15 = tail call { double, double } @__muldc3(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #9
  %16 = extractvalue { double, double } %15, 0
  %17 = extractvalue { double, double } %15, 1
  br label %18

18:                                               ; preds = %14, %12, %4
  %19 = phi double [ %9, %4 ], [ %9, %12 ], [ %16, %14 ]
  %20 = phi double [ %10, %4 ], [ %10, %12 ], [ %17, %14 ]
  %.fca.0.insert = insertvalue { double, double } poison, double %19, 0
  %.fca.1.insert = insertvalue { double, double } %.fca.0.insert, double %20, 1
  ret { double, double } %.fca.1.insert
}

declare { double, double } @__muldc3(double, double, double, double) local_unnamed_addr

; Function Attrs: noinline nounwind uwtable
define dso_local range(i32 -1, -2147483648) i32 @try_jump(i32 noundef %0) local_unnamed_addr #3 {
  %2 = call i32 @_setjmp(ptr noundef nonnull @env) #10
  %.not = icmp eq i32 %2, 0
  br i1 %.not, label %3, label %6

3:                                                ; preds = %1
  %4 = icmp slt i32 %0, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %3
  call void @longjmp(ptr noundef nonnull @env, i32 noundef 1) #11
  unreachable

6:                                                ; preds = %3, %1
  %.0 = phi i32 [ -1, %1 ], [ %0, %3 ]
  ret i32 %.0
}

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare void @longjmp(ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local i32 @asm_add(i32 noundef %0, i32 noundef %1) local_unnamed_addr #6 {
  %3 = tail call i32 asm "addl $2, $0", "=r,0,r,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %0, i32 %1) #12, !srcloc !11
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 2) i32 @likely(i32 noundef %0) local_unnamed_addr #7 {
  %2 = icmp sgt i32 %0, 10
  %. = zext i1 %2 to i32
  ret i32 %.
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local ptr @stack(i32 noundef %0) local_unnamed_addr #7 {
  %2 = sext i32 %0 to i64
  %3 = alloca i8, i64 %2, align 16
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %3, i8 0, i64 %2, i1 false)
  %4 = load i8, ptr %3, align 16
  %5 = sext i8 %4 to i64
  %6 = inttoptr i64 %5 to ptr
  ret ptr %6
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 10, 31) i32 @computed(i32 noundef %0) #7 {
  %2 = srem i32 %0, 3
  %3 = sext i32 %2 to i64
  %4 = getelementptr inbounds [3 x ptr], ptr @computed.tab, i64 0, i64 %3
  %5 = load ptr, ptr %4, align 8
  indirectbr ptr %5, [label %8, label %6, label %7]

6:                                                ; preds = %1
  br label %8

7:                                                ; preds = %1
  br label %8

8:                                                ; preds = %1, %7, %6
  %.0 = phi i32 [ 30, %7 ], [ 20, %6 ], [ 10, %1 ]
  ret i32 %.0
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind returns_twice "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree noinline nosync nounwind memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nounwind }
attributes #10 = { nounwind returns_twice }
attributes #11 = { noreturn nounwind }
attributes #12 = { nounwind memory(none) }

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
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.unroll.disable"}
!10 = !{!"branch_weights", i32 1, i32 1048575}
!11 = !{i64 610}
