; EXPECT: incorrect
; WHY: freeze of poison is a non-poison value; removing the freeze returns poison for x=poison
define i8 @src(i8 %x) {
  %f = freeze i8 %x
  ret i8 %f
}

define i8 @tgt(i8 %x) {
  ret i8 %x
}
