; langref: nonnull noundef (parameter): nonnull with noundef makes a null argument undefined behaviour
; expect: -> UB

define i1 @g(ptr nonnull noundef %p) {
  %c = icmp eq ptr %p, null
  ret i1 %c
}

define i1 @f() {
  %r = call i1 @g(ptr nonnull noundef null)
  ret i1 %r
}
