; EXPECT: correct
; WHY: a phi yields the value of the edge taken; a poison incoming value may be refined to x
define i8 @src(i1 %c, i8 %x) {
entry:
  br i1 %c, label %a, label %b

a:
  br label %m

b:
  br label %m

m:
  %p = phi i8 [ poison, %a ], [ %x, %b ]
  ret i8 %p
}

define i8 @tgt(i1 %c, i8 %x) {
entry:
  ret i8 %x
}
