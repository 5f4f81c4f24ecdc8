; EXPECT: incorrect
; A load made unconditional without dereferenceable: the pointer may be
; null or too short where the branch is not taken.
define i32 @src(i1 %c, ptr %p) {
  br i1 %c, label %a, label %b
a:
  %v = load i32, ptr %p, align 1
  ret i32 %v
b:
  ret i32 0
}
define i32 @tgt(i1 %c, ptr %p) {
  %v = load i32, ptr %p, align 1
  %r = select i1 %c, i32 %v, i32 0
  ret i32 %r
}
