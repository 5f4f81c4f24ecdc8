; EXPECT: incorrect
; WHY: select on a poison condition is poison; c=poison makes tgt poison where src returns x
define i8 @src(i1 %c, i8 %x) {
  ret i8 %x
}

define i8 @tgt(i1 %c, i8 %x) {
  %s = select i1 %c, i8 %x, i8 %x
  ret i8 %s
}
