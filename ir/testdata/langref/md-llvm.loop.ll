; langref: !llvm.loop: loop properties and transformation hints; the loop runs as written
; expect: i32 5 -> i32 5

define i32 @f(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %j = add i32 %i, 1
  %c = icmp slt i32 %j, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  ret i32 %j
}

!0 = distinct !{!0, !1, !2, !3, !4, !5, !6, !7}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.unroll.count", i32 4}
!3 = !{!"llvm.loop.vectorize.enable", i1 true}
!4 = !{!"llvm.loop.vectorize.width", i32 4}
!5 = !{!"llvm.loop.interleave.count", i32 2}
!6 = !{!"llvm.loop.distribute.enable", i1 true}
!7 = !{!"llvm.licm.disable"}
