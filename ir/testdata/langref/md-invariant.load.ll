; langref: !invariant.load: the location is unchanged while dereferenceable; a valid use is plain
; expect: i32 4 -> i32 4

define i32 @f(i32 %a) {
  %p = alloca i32
  store i32 %a, ptr %p
  %v = load i32, ptr %p, !invariant.load !0
  ret i32 %v
}

!0 = !{}
