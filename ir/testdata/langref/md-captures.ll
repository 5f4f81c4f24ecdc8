; langref: !captures: a store's !captures limits how the stored pointer is captured; the store is plain
; expect: i32 4 -> i32 4

define i32 @f(i32 %a) {
  %o = alloca i32
  store i32 %a, ptr %o
  %p = alloca ptr
  store ptr %o, ptr %p, !captures !0
  %q = load ptr, ptr %p
  %v = load i32, ptr %q
  ret i32 %v
}

!0 = !{!"address"}
