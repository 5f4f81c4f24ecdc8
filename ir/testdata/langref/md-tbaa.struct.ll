; langref: !tbaa.struct: describes the fields a memcpy copies; the copy is plain
; expect: i32 4 -> i32 4

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define i32 @f(i32 %a) {
  %p = alloca { i32, i32 }
  %q = alloca { i32, i32 }
  store i32 %a, ptr %p
  call void @llvm.memcpy.p0.p0.i64(ptr %q, ptr %p, i64 8, i1 false), !tbaa.struct !4
  %v = load i32, ptr %q
  ret i32 %v
}

!0 = !{!"Simple C/C++ TBAA"}
!1 = !{!"omnipotent char", !0, i64 0}
!2 = !{!"int", !1, i64 0}
!3 = !{!2, !2, i64 0}
!4 = !{i64 0, i64 4, !3, i64 4, i64 4, !3}
