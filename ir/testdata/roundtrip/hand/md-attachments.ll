; metadata attachments on instructions and functions: !prof, !range, !tbaa, !llvm.loop, custom kinds
define i32 @f(ptr %p, i32 %n) !prof !0 !custom !1 !section_prefix !13 {
entry:
  %x = load i32, ptr %p, align 4, !tbaa !2, !range !6, !noundef !1, !my.kind !7
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1, !annotation !8
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !9
exit:
  call void @g(), !callees !12, !srcloc !14
  ret i32 %x
}
declare !fnattach !1 void @g()
!0 = !{!"function_entry_count", i64 1000}
!1 = !{}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = !{i32 0, i32 100}
!7 = !{!"anything"}
!8 = !{!"auto-init"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.count", i32 4}
!12 = !{ptr @g}
!13 = !{!"function_section_prefix", !"hot"}
!14 = !{i64 99}
