; EXPECT: correct
; A load of a dereferenceable(4) pointer made unconditional.
define i32 @src(i1 %c, ptr dereferenceable(4) align 4 %p) {
  br i1 %c, label %a, label %b
a:
  %v = load i32, ptr %p
  ret i32 %v
b:
  ret i32 0
}
define i32 @tgt(i1 %c, ptr dereferenceable(4) align 4 %p) {
  %v = load i32, ptr %p
  %r = select i1 %c, i32 %v, i32 0
  ret i32 %r
}
