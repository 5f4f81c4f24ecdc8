; EXPECT: incorrect
; WHY: without nonnull the null pointer reaches the callee; c=1 makes src return true
@g = global i8 0

define i1 @isnull(ptr %p) {
  %c = icmp eq ptr %p, null
  ret i1 %c
}

define i1 @src(i1 %c) {
  %p = select i1 %c, ptr null, ptr @g
  %r = call i1 @isnull(ptr %p)
  ret i1 %r
}

define i1 @tgt(i1 %c) {
  ret i1 false
}
