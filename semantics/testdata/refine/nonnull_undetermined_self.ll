; EXPECT: correct
; WHY: the function is its own target. On %c = undef the pointer may be null, and nonnull on the call argument then makes it poison: the source's set must hold that poison, which the target's run (choosing %c = 1) returns (attr_6's @src did not refine itself before)
@g = global i8 0

define i1 @isnull(ptr %p) {
  %c = icmp eq ptr %p, null
  ret i1 %c
}

define i1 @src(i1 %c) {
  %p = select i1 %c, ptr null, ptr @g
  %r = call i1 @isnull(ptr nonnull %p)
  ret i1 %r
}

define i1 @tgt(i1 %c) {
  %p = select i1 %c, ptr null, ptr @g
  %r = call i1 @isnull(ptr nonnull %p)
  ret i1 %r
}
