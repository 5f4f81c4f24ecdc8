; langref: nonnull (parameter): a null argument to a nonnull parameter is poison
; expect: -> i1 poison

define i1 @g(ptr nonnull %p) {
  %c = icmp eq ptr %p, null
  ret i1 %c
}

define i1 @f() {
  %r = call i1 @g(ptr nonnull null)
  ret i1 %r
}
