; EXPECT: correct
; WHY: align 4 on a call argument turns a misaligned pointer into poison, so c=1 gives poison in src
@g = global [8 x i8] zeroinitializer, align 4

define i64 @addr(ptr %p) {
  %a = ptrtoint ptr %p to i64
  ret i64 %a
}

define i64 @src(i1 %c) {
  %q = getelementptr i8, ptr @g, i64 1
  %p = select i1 %c, ptr %q, ptr @g
  %a = call i64 @addr(ptr align 4 %p)
  %r = and i64 %a, 3
  ret i64 %r
}

define i64 @tgt(i1 %c) {
  ret i64 0
}
