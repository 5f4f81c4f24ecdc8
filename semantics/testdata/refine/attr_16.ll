; EXPECT: incorrect
; WHY: dereferenceable(n) implies noundef; tgt passes a poison pointer for c=1 (UB) while src returns 0
@g = global [4 x i8] zeroinitializer

define i8 @k(ptr %p) {
  ret i8 0
}

define i8 @src(i1 %c) {
  %p = select i1 %c, ptr poison, ptr @g
  %r = call i8 @k(ptr %p)
  ret i8 %r
}

define i8 @tgt(i1 %c) {
  %p = select i1 %c, ptr poison, ptr @g
  %r = call i8 @k(ptr dereferenceable(4) %p)
  ret i8 %r
}
