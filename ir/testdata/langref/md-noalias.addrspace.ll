; langref: !noalias.addrspace: the access does not touch the listed address spaces; an access outside them is plain
; expect: i32 4 -> i32 4

define i32 @f(i32 %a) {
  %p = alloca i32
  store i32 %a, ptr %p, !noalias.addrspace !0
  %v = load i32, ptr %p, !noalias.addrspace !0
  ret i32 %v
}

!0 = !{i32 5, i32 6}
