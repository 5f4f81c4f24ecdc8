; loop metadata: vectorize, unroll, distribute, followup, parallel accesses
define void @f(ptr %p, i64 %n) {
entry:
  br label %l
l:
  %i = phi i64 [ 0, %entry ], [ %j, %l ]
  %a = getelementptr inbounds float, ptr %p, i64 %i
  %v = load float, ptr %a, !llvm.access.group !8
  store float %v, ptr %a, !llvm.access.group !8
  %j = add i64 %i, 1
  %c = icmp ult i64 %j, %n
  br i1 %c, label %l, label %e, !llvm.loop !0
e:
  ret void
}
!0 = distinct !{!0, !1, !2, !3, !4, !5, !6, !7}
!1 = !{!"llvm.loop.vectorize.enable", i1 true}
!2 = !{!"llvm.loop.vectorize.width", i32 8}
!3 = !{!"llvm.loop.unroll.disable"}
!4 = !{!"llvm.loop.distribute.enable", i1 false}
!5 = !{!"llvm.loop.vectorize.followup_all", !{!"llvm.loop.isvectorized"}}
!6 = !{!"llvm.loop.parallel_accesses", !8}
!7 = !{!"llvm.loop.vectorize.scalable.enable", i1 true}
!8 = distinct !{}
