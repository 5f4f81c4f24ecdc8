; langref: !callback: a callee argument is called back by the function (a hint on a declaration)
; expect: i32 2 -> i32 2

declare !callback !1 void @broker(ptr, ptr)

define i32 @f(i32 %a) {
  ret i32 %a
}

!0 = !{i64 0, i64 1, i1 false}
!1 = !{!0}
