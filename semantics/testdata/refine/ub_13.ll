; EXPECT: incorrect
; WHY: a load from null is UB; c=1 makes tgt load null while src returns 0
@g = global i8 5

define i8 @src(i1 %c) {
  ret i8 0
}

define i8 @tgt(i1 %c) {
  %p = select i1 %c, ptr null, ptr @g
  %v = load i8, ptr %p
  %r = and i8 %v, 0
  ret i8 %r
}
