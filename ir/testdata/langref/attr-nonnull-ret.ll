; langref: nonnull (return): returning null from a nonnull return gives poison
; expect: -> i1 poison

define nonnull ptr @g() {
  ret ptr null
}

define i1 @f() {
  %p = call nonnull ptr @g()
  %c = icmp eq ptr %p, null
  ret i1 %c
}
