; langref: !nonnull: a loaded null pointer is poison
; expect: ptr null -> ptr poison

define ptr @f(ptr %a) {
  %p = alloca ptr
  store ptr %a, ptr %p
  %v = load ptr, ptr %p, !nonnull !0
  ret ptr %v
}

!0 = !{}
