; load: volatile, align, metadata attachments, vectors, ptr addrspace
define i32 @f(ptr %p, ptr addrspace(1) %q) {
  %a = load i32, ptr %p
  %b = load i32, ptr %p, align 4
  %c = load volatile i32, ptr %p, align 1
  %d = load i32, ptr addrspace(1) %q, align 8, !nontemporal !0
  %e = load i32, ptr %p, !range !1, !noundef !2
  %f = load ptr, ptr %p, !nonnull !2, !align !3, !dereferenceable !4, !dereferenceable_or_null !4
  %g = load i32, ptr %p, !invariant.load !2, !tbaa !5
  %h = load <4 x float>, ptr %p, align 16
  %i = load i32, ptr %p, !noalias !9, !alias.scope !9
  %j = load i32, ptr %f, align 4, !invariant.group !2
  %k = load ptr, ptr %p, !noundef !2, !nonnull !2
  %s = add i32 %a, %b
  ret i32 %s
}
!0 = !{i32 1}
!1 = !{i32 0, i32 10, i32 20, i32 30}
!2 = !{}
!3 = !{i64 8}
!4 = !{i64 16}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10}
!10 = distinct !{!10, !11, !"scope"}
!11 = distinct !{!11, !"domain"}
