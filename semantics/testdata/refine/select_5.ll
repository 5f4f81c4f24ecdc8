; EXPECT: incorrect
; WHY: select c, true, x is true when c is true even if x is poison, but or c, x is poison
define i1 @src(i1 %c, i1 %x) {
  %s = select i1 %c, i1 true, i1 %x
  ret i1 %s
}

define i1 @tgt(i1 %c, i1 %x) {
  %s = or i1 %c, %x
  ret i1 %s
}
