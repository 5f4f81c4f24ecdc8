; langref: !nontemporal: a cache hint; the access is a plain one
; expect: i32 4 -> i32 4

define i32 @f(i32 %a) {
  %p = alloca i32
  store i32 %a, ptr %p, !nontemporal !0
  %v = load i32, ptr %p, !nontemporal !0
  ret i32 %v
}

!0 = !{i32 1}
