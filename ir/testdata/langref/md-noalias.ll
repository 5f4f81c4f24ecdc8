; langref: !noalias: the access does not alias accesses of these scopes; a valid use is plain
; expect: i32 4 -> i32 4

define i32 @f(i32 %a) {
  %p = alloca i32
  %q = alloca i32
  store i32 %a, ptr %p, !alias.scope !2
  %v = load i32, ptr %q, !noalias !2
  %w = load i32, ptr %p
  ret i32 %w
}

!0 = distinct !{!0, !"domain"}
!1 = distinct !{!1, !0, !"scope"}
!2 = !{!1}
