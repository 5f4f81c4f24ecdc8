; EXPECT: incorrect
; WHY: nonnull noundef on an argument makes a null pointer UB; c=1 makes tgt UB where src returns true
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
  %p = select i1 %c, ptr null, ptr @g
  %r = call i1 @isnull(ptr nonnull noundef %p)
  ret i1 %r
}
