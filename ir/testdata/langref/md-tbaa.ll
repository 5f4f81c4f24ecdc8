; langref: !tbaa: type-based alias information; accesses that respect it are plain
; expect: i32 4 -> i32 4

define i32 @f(i32 %a) {
  %p = alloca i32
  store i32 %a, ptr %p, !tbaa !3
  %v = load i32, ptr %p, !tbaa !3
  ret i32 %v
}

!0 = !{!"Simple C/C++ TBAA"}
!1 = !{!"omnipotent char", !0, i64 0}
!2 = !{!"int", !1, i64 0}
!3 = !{!2, !2, i64 0}
