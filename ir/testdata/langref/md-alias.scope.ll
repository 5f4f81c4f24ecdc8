; langref: !alias.scope: the access belongs to these scopes; accesses that respect !noalias are plain
; expect: i32 4 -> i32 4

define i32 @f(i32 %a) {
  %p = alloca i32
  %q = alloca i32
  store i32 %a, ptr %p, !alias.scope !2
  store i32 0, ptr %q, !noalias !2
  %v = load i32, ptr %p, !alias.scope !2
  ret i32 %v
}

!0 = distinct !{!0, !"domain"}
!1 = distinct !{!1, !0, !"scope"}
!2 = !{!1}
