; EXPECT: correct
; WHY: nonnull on a call argument turns a null pointer into poison (not UB), so src returns poison for c=1
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
  ret i1 false
}
