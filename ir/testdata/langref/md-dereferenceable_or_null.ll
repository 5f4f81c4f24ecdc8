; langref: !dereferenceable_or_null: the loaded pointer is null or dereferenceable; null is allowed
; expect: -> i1 true

define i1 @f() {
  %p = alloca ptr
  store ptr null, ptr %p
  %v = load ptr, ptr %p, !dereferenceable_or_null !0
  %c = icmp eq ptr %v, null
  ret i1 %c
}

!0 = !{i64 4}
