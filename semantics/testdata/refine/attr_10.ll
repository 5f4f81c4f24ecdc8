; EXPECT: incorrect
; WHY: without the align attribute the misaligned address reaches the callee; c=1 gives 1 in src
@g = global [8 x i8] zeroinitializer, align 4

define i64 @addr(ptr %p) {
  %a = ptrtoint ptr %p to i64
  ret i64 %a
}

define i64 @src(i1 %c) {
  %q = getelementptr i8, ptr @g, i64 1
  %p = select i1 %c, ptr %q, ptr @g
  %a = call i64 @addr(ptr %p)
  %r = and i64 %a, 3
  ret i64 %r
}

define i64 @tgt(i1 %c) {
  ret i64 0
}
