; langref: captures(address_is_null): only whether the pointer is null may be captured
; expect: -> i1 false

define i1 @g(ptr captures(address_is_null) %p) {
  %c = icmp eq ptr %p, null
  ret i1 %c
}

define i1 @f() {
  %o = alloca i32
  %r = call i1 @g(ptr %o)
  ret i1 %r
}
