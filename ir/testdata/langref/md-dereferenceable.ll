; langref: !dereferenceable: the loaded pointer points to n dereferenceable bytes; a valid use is plain
; expect: i32 9 -> i32 9

define i32 @f(i32 %a) {
  %o = alloca i32
  store i32 %a, ptr %o
  %p = alloca ptr
  store ptr %o, ptr %p
  %v = load ptr, ptr %p, !dereferenceable !0
  %w = load i32, ptr %v
  ret i32 %w
}

!0 = !{i64 4}
